import type { z } from 'zod';

/** Paths inside a schema where a string or a list has no upper bound. */
export function unboundedPaths(schema: z.ZodType | undefined, path = '', seen = new Set<unknown>()): string[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const checks = (def.checks ?? []) as { _zod: { def: { check: string } } }[];
  const bounded = checks.some((c) => c._zod.def.check === 'max_length' || c._zod.def.check === 'length_equals');
  const inner = (key: string, at = path): string[] => unboundedPaths(def[key] as z.ZodType, at, seen);
  switch (def.type) {
    case 'string': return !bounded ? [path || '(root)'] : [];
    case 'array': return [
      ...(!bounded ? [`${path || '(root)'}[]`] : []),
      ...inner('element', `${path}[]`),
    ];
    case 'object': return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) => unboundedPaths(value, path ? `${path}.${key}` : key, seen));
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'readonly': case 'catch': case 'nonoptional': return inner('innerType');
    case 'pipe': return inner('in'); // the input side meets the wire; its output is already bounded by it
    case 'union': return (def.options as z.ZodType[]).flatMap((option) => unboundedPaths(option, path, seen));
    case 'lazy': return unboundedPaths((def.getter as () => z.ZodType)(), path, seen);
    case 'record': return [...inner('keyType', `${path}{key}`), ...inner('valueType', `${path}{}`)];
    case 'tuple': return (def.items as z.ZodType[]).flatMap((item, i) => unboundedPaths(item, `${path}.${i}`, seen));
    default: return [];
  }
}
