import { admitContentId } from '../kernel/content-id.js';
import { defineContributionPoint } from '../kernel/contribution-point.js';
import { checkBuiltGeometry } from './geometry-check.js';
import { descriptorDefault, type PropertyDescriptor } from '../scene/descriptor.js';
import type { NodeId, SceneNodeData } from '../scene/document.js';
import type { JsonObject, JsonValue } from '../scene/json.js';
import type { LocalizedText } from '../workbench/locale.js';

/** Vertex data a geometry builder produces (engine-independent arrays). */
export interface GeometryData {
  /** x,y,z per vertex. */
  readonly positions: ArrayLike<number>;
  /** Triangle (or, for lines, segment) indices. */
  readonly indices: ArrayLike<number>;
  /** x,y,z per vertex, when the builder has normals. */
  readonly normals?: ArrayLike<number>;
  /** u,v per vertex, when the builder has texture coordinates. */
  readonly uvs?: ArrayLike<number>;
  /** True when indices are line segments (pairs) rather than triangles. */
  readonly lines?: boolean;
}

/** The value of a mesh's `geometry` prop; null means None (the mesh uses its stored asset). */
export interface GeometryBuilderValue {
  /** Builder class name, e.g. 'Box'. */
  readonly className: string;
  /** Parameter values by descriptor name. */
  readonly params: JsonObject;
  /** Extra data, e.g. a GeoJSON polygon for 'Polygon'. */
  readonly data?: JsonValue;
}

/** What a builder that follows other nodes may read of the scene while it builds. */
export interface GeometryBuildScene {
  /** A document node by id (one of the builder's `dependencies`). */
  node(id: NodeId): SceneNodeData | undefined;
}

/** A geometry builder shown in the mesh's geometry dropdown. */
export interface GeometryBuilderContribution {
  /** The builder's id, stored in the value's `className`. */
  readonly id: string;
  /** Title per language. */
  readonly titles: LocalizedText;
  /** Position in the dropdown (lower first). */
  readonly order: number;
  /** Parameter descriptors (group 'geometry'). */
  readonly descriptors: readonly PropertyDescriptor[];
  /** Default extra data for a new value. */
  readonly defaultData?: () => JsonValue;
  /**
   * The document nodes the geometry is built from besides its params (e.g. the Spline builder's spline node), for a
   * builder that follows other nodes: the mesh builds again whenever one of them changes. Absent: params only.
   */
  dependencies?(params: JsonObject, data?: JsonValue): readonly NodeId[];
  /**
   * Build vertex data from parameters (missing params take descriptor defaults). `scene` is given to builders with
   * `dependencies`, to read those nodes.
   */
  build(params: JsonObject, data?: JsonValue, scene?: GeometryBuildScene): GeometryData;
}

/** Geometry builders (Box, Sphere, Polygon…). */
export const GeometryBuilders = defineContributionPoint<GeometryBuilderContribution>('viewport.geometryBuilders', { faultSite: 'builder', admit: admitContentId('className'), results: { build: checkBuiltGeometry } });

/** A builder's default value (descriptor defaults and default data). */
export function defaultGeometryValue(builder: GeometryBuilderContribution): GeometryBuilderValue {
  const params: JsonObject = {};
  for (const d of builder.descriptors) if (d.default !== undefined) params[d.name] = structuredClone(descriptorDefault(d)!);
  const data = builder.defaultData?.();
  return data === undefined ? { className: builder.id, params } : { className: builder.id, params, data };
}

/** Read a geometry value from a prop, or undefined for None / malformed. */
export function readGeometryValue(value: unknown): GeometryBuilderValue | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { className, params, data } = value as Record<string, JsonValue>;
  if (typeof className !== 'string' || !params || typeof params !== 'object' || Array.isArray(params)) return undefined;
  return data === undefined ? { className, params } : { className, params, data };
}

/** A numeric parameter: the value when it is a finite number, else the descriptor default, clamped to min/max. */
export function numberParam(descriptors: readonly PropertyDescriptor[], params: JsonObject, name: string): number {
  const d = descriptors.find((x) => x.name === name);
  const raw = params[name];
  let value = typeof raw === 'number' && Number.isFinite(raw) ? raw : typeof d?.default === 'number' ? d.default : 0;
  if (d?.min !== undefined) value = Math.max(d.min, value);
  if (d?.max !== undefined) value = Math.min(d.max, value);
  return value;
}
