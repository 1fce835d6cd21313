import { readGeometryValue } from '../../sdk/index.js';
import type { JsonValue, MeshSubSet, NodeProps, RuntimeContext } from '../../sdk/index.js';

/** The props that say where a mesh's geometry comes from. */
export const GEOMETRY_KEYS = ['geometry', 'asset', 'assetParts', 'meshData'];

/** The props that decide whether a mesh node can be drawn as an instance of a shared mesh (see `shareable`). */
export const KIND_KEYS = ['material', 'alpha', 'subSets', ...GEOMETRY_KEYS];

export function readSubSets(value: JsonValue | undefined): MeshSubSet[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return [];
    const { name, start, count, material } = v as Record<string, JsonValue>;
    if (typeof start !== 'number' || typeof count !== 'number') return [];
    return [{ name: typeof name === 'string' ? name : '', start, count, ...(typeof material === 'string' && material ? { material } : {}) }];
  });
}

/** The model-materials map (imported material name → material node id); anything else gives an empty map. */
export function readModelMaterials(value: JsonValue | undefined): ReadonlyMap<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return new Map();
  return new Map(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

/**
 * Whether a mesh node can be drawn as an instance of a mesh shared with the nodes that look the same: its geometry is
 * built at once (a contributed builder or embedded data, not a stored asset or model) and its look is a plain colour
 * (no material node, which may change on its own; no sub-sets; opaque, as instances are drawn in one batch and not
 * sorted one by one when see-through).
 */
export function shareable(p: NodeProps, ctx: RuntimeContext): boolean {
  if (p.string('material') || p.number('alpha') < 1 || readSubSets(p.value('subSets')).length > 0) return false;
  const builder = readGeometryValue(p.value('geometry'));
  return builder ? ctx.geometryBuilder(builder.className) !== undefined : p.string('meshData') !== '';
}
