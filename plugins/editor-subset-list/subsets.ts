import type { MeshSubSet } from '../../sdk/index.js';

/** Read a sub-set list value; anything that is not a list of sub-sets gives []. */
export function readSubSets(value: unknown): MeshSubSet[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => (v && typeof v === 'object' && !Array.isArray(v)
    ? [{
      name: typeof v.name === 'string' ? v.name : '', start: typeof v.start === 'number' ? v.start : 0, count: typeof v.count === 'number' ? v.count : 0,
      ...(typeof v.material === 'string' && v.material ? { material: v.material } : {}),
    }]
    : []));
}

/** The list with one sub-set's material set (a material node id) or cleared (''); undefined when nothing changes. */
export function setSubSetMaterial(list: readonly MeshSubSet[], index: number, material: string): MeshSubSet[] | undefined {
  const entry = list[index];
  if (!entry || (entry.material ?? '') === material) return undefined;
  return list.map((s, i) => {
    if (i !== index) return s;
    const { material: _old, ...rest } = s;
    return material ? { ...rest, material } : rest;
  });
}

/** The list with one sub-set renamed to the trimmed name; undefined when nothing changes (same or empty name). */
export function renameSubSet(list: readonly MeshSubSet[], index: number, name: string): MeshSubSet[] | undefined {
  const trimmed = name.trim();
  if (!list[index] || !trimmed || list[index].name === trimmed) return undefined;
  return list.map((s, i) => (i === index ? { ...s, name: trimmed } : s));
}
