// Generators of hostile request input for the fuzz suite (fast-check).
import fc from 'fast-check';
import type { z } from 'zod';

const HUGE_STRING = 'x'.repeat(1024 * 1024);
const LONG_STRING = 'é'.repeat(5000);
const HUGE_LIST = Array.from({ length: 20_000 }, (_, i) => i);
const UUID_LIST = Array.from({ length: 3000 }, () => '00000000-0000-0000-0000-000000000000');

/** A JSON text nested `depth` levels (arrays or objects). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** One hostile value: wrong types, NUL, huge strings, huge lists, odd numbers, nesting. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, -0, '', ' ', '\u0000', 'a\u0000b', HUGE_STRING, LONG_STRING, HUGE_LIST, UUID_LIST,
    '../../etc/passwd', '<script>alert(1)</script>', 'a/b', '%00', '+1', '99999999999999999999', 'All', {}, [], [[]], { __proto__: { x: 1 } },
    { constructor: { prototype: { x: 1 } } }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 8 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxKeys: 4 }),
  fc.anything({ maxDepth: 3 }),
);

/** Top-level field names of a route's object schema (to aim bad values at real fields). */
export function fieldNames(schema: z.ZodType | undefined): string[] {
  let current = schema as unknown as { _zod: { def: Record<string, unknown> } } | undefined;
  for (let i = 0; i < 5 && current; i++) {
    const def = current._zod.def;
    if (def.type === 'object') return Object.keys(def.shape as Record<string, unknown>);
    current = (def.innerType ?? def.in ?? def.schema) as typeof current;
  }
  return [];
}

/** A body for a route: raw text (bad JSON, deep nesting) or an object of its fields with bad values, missing or unknown fields. */
export type BadBody = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'json'; readonly value: unknown };

/** Bodies aimed at a route with the given field names. */
export function badBody(fields: readonly string[]): fc.Arbitrary<BadBody> {
  const known = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('name');
  const aimed = fc.dictionary(fc.oneof(known, known, fc.string({ maxLength: 10 })), badValue, { maxKeys: Math.max(2, fields.length + 1) });
  return fc.oneof(
    { weight: 6, arbitrary: aimed.map((value): BadBody => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: badValue.map((value): BadBody => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom(deepJson(5000, 'array'), deepJson(5000, 'object'), '{"a":', '{"a":1}}', '\u0000', 'null', '"x"', '[1,2', '{"__proto__":{"a":1}}'),
        fc.tuple(known, fc.constantFrom(deepJson(100, 'array'), deepJson(100, 'object'))).map(([k, deep]) => `{"${k}":${deep}}`),
      ).map((text): BadBody => ({ kind: 'text', text })),
    },
  );
}

/** A path segment: empty-ish, NUL, huge, traversal, unicode. */
export const badSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%00', 'a%00b', 'x'.repeat(2000), '..', '%2e%2e%2f', '%E0%A4%A', ' ', '0', '-1', '99999999999999999999', 'null', 'undefined', '%F0%9F%98%80'),
  fc.string({ minLength: 1, maxLength: 30 }).map((s) => encodeURIComponent(s)),
);

/** Query values as strings. */
export const badQuery: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.oneof(fc.constantFrom('projectId', 'uuid', 'sceneId', 'category', 'name', 'page', 'pageSize', 'userId', 'date', 'flag', 'version'), fc.string({ maxLength: 8 })),
  fc.oneof(fc.constantFrom('\u0000', 'x'.repeat(5000), '-1', '1e400', 'NaN', '', 'All'), fc.string({ maxLength: 20 })),
  { maxKeys: 4 },
);
