import type { JsonObject, JsonValue } from './json.js';
import type { SceneNodeData } from './document.js';

/**
 * Splines (spec 001 §3 Splines). A spline node (node type {@link SPLINE_NODE_TYPE}) is a spline group: its
 * {@link SPLINES_PROP} prop holds a list of splines, each a circle, a spiral or a path, in the node's local space.
 * What reads a group (the Spline emitter, the Spline geometry builder, the spline camera) names the spline node by id
 * and takes its enabled splines, each sampled to a polyline by {@link sampleSpline}.
 */
export const SPLINE_NODE_TYPE = 'SplineNode';

/** The spline node's prop holding its splines (a JSON array of {@link SplineData}). */
export const SPLINES_PROP = 'splines';

/** Descriptor type of the spline node's spline list (its editor is a PropertyEditors contribution for this type). */
export const SPLINE_LIST_TYPE = 'splineList';

export type SplineType = 'circle' | 'spiral' | 'path';

export const SPLINE_TYPES: readonly SplineType[] = ['circle', 'spiral', 'path'];

/** A modifier applied to a spline's sampled corners, in list order. */
export interface SplineModifierData {
  /** 'chamfer' cuts each corner straight; 'arc' rounds it with `segments` pieces. */
  readonly type: 'chamfer' | 'arc';
  /** Distance from the corner where the cut or the arc starts (clamped to half of each neighbouring segment). */
  readonly radius: number;
  /** Pieces of an arc (chamfer: 1). */
  readonly segments: number;
  readonly enabled: boolean;
}

/** One spline as stored. Unused fields of other types are kept (switching back restores them). */
export interface SplineData {
  /** Unique within its node. */
  readonly id: string;
  readonly name: string;
  /** A disabled spline is kept but nothing reads it. */
  readonly enabled: boolean;
  readonly type: SplineType;
  /** Circle and spiral radius (default 4). */
  readonly radius: number;
  /** Points per turn of a circle or a spiral (default 6). */
  readonly tessellation: number;
  /** Spiral turns. */
  readonly turns: number;
  /** Spiral rise per turn (along y). */
  readonly pitch: number;
  /** Path points as x, y, z triples. */
  readonly points: readonly number[];
  /** Whether a path closes (a circle always does, a spiral never). */
  readonly closed: boolean;
  readonly modifiers: readonly SplineModifierData[];
}

export interface SplinePoint {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** A sampled spline: its points in order and whether the last joins the first. */
export interface SplinePolyline {
  readonly points: readonly SplinePoint[];
  readonly closed: boolean;
}

/** Limits (spec 001 §5, §9). */
export const SPLINE_LIMITS = Object.freeze({
  /** Splines per spline node. */
  splines: 1000,
  /** Rows the spline list shows (spec 001 §9: spline display max 200). */
  display: 200,
  /** Points of one path (x, y, z triples count as one point). */
  pathPoints: 10_000,
  /** Points per turn. */
  tessellation: 1024,
  /** Spiral turns. */
  turns: 100,
  /** Modifiers per spline. */
  modifiers: 16,
  /** Pieces of one arc. */
  arcSegments: 64,
  /** Longest spline name. */
  name: 200,
});

export const DEFAULT_SPLINE: Omit<SplineData, 'id' | 'name' | 'type'> = Object.freeze({
  enabled: true,
  radius: 4,
  tessellation: 6,
  turns: 2,
  pitch: 1,
  points: Object.freeze([-2, 0, 0, 0, 0, 2, 2, 0, 0]) as readonly number[],
  closed: false,
  modifiers: Object.freeze([]) as readonly SplineModifierData[],
});

const finite = (v: JsonValue | undefined, fallback: number, min = -Infinity, max = Infinity): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, v)) : fallback;

function readModifier(value: JsonValue): SplineModifierData | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const type = value.type === 'arc' ? 'arc' : value.type === 'chamfer' ? 'chamfer' : undefined;
  if (!type) return undefined;
  return {
    type,
    radius: finite(value.radius, 0.5, 0),
    segments: type === 'chamfer' ? 1 : Math.round(finite(value.segments, 4, 1, SPLINE_LIMITS.arcSegments)),
    enabled: value.enabled !== false,
  };
}

/** A stored spline, well-formed: unknown or broken fields take their defaults. Undefined when it is no object. */
export function readSpline(value: JsonValue | undefined, index = 0): SplineData | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const type: SplineType = SPLINE_TYPES.includes(value.type as SplineType) ? (value.type as SplineType) : 'circle';
  const rawPoints = Array.isArray(value.points) ? value.points : DEFAULT_SPLINE.points;
  const usable = rawPoints.length - (rawPoints.length % 3);
  const points: number[] = [];
  for (let i = 0; i < Math.min(usable, SPLINE_LIMITS.pathPoints * 3); i++) points.push(finite(rawPoints[i] as JsonValue, 0));
  const modifiers = Array.isArray(value.modifiers)
    ? value.modifiers.slice(0, SPLINE_LIMITS.modifiers).map(readModifier).filter((m): m is SplineModifierData => !!m)
    : [];
  return {
    id: typeof value.id === 'string' && value.id ? value.id : `spline-${index}`,
    name: typeof value.name === 'string' ? value.name.slice(0, SPLINE_LIMITS.name) : '',
    enabled: value.enabled !== false,
    type,
    radius: finite(value.radius, DEFAULT_SPLINE.radius, 0),
    tessellation: Math.round(finite(value.tessellation, DEFAULT_SPLINE.tessellation, 3, SPLINE_LIMITS.tessellation)),
    turns: finite(value.turns, DEFAULT_SPLINE.turns, 0, SPLINE_LIMITS.turns),
    pitch: finite(value.pitch, DEFAULT_SPLINE.pitch),
    points,
    closed: value.closed === true,
    modifiers,
  };
}

/** The splines of a spline node's prop value (at most {@link SPLINE_LIMITS.splines}). */
export function readSplines(value: JsonValue | undefined): SplineData[] {
  if (!Array.isArray(value)) return [];
  const out: SplineData[] = [];
  for (let i = 0; i < value.length && out.length < SPLINE_LIMITS.splines; i++) {
    const spline = readSpline(value[i], i);
    if (spline) out.push(spline);
  }
  return out;
}

/** A spline as stored JSON. */
export function splineToJson(spline: SplineData): JsonObject {
  return {
    id: spline.id, name: spline.name, enabled: spline.enabled, type: spline.type, radius: spline.radius,
    tessellation: spline.tessellation, turns: spline.turns, pitch: spline.pitch, points: [...spline.points],
    closed: spline.closed, modifiers: spline.modifiers.map((m) => ({ type: m.type, radius: m.radius, segments: m.segments, enabled: m.enabled })),
  };
}

function corners(spline: SplineData): SplinePolyline {
  if (spline.type === 'path') {
    const points: SplinePoint[] = [];
    for (let i = 0; i + 2 < spline.points.length; i += 3) points.push({ x: spline.points[i], y: spline.points[i + 1], z: spline.points[i + 2] });
    return { points, closed: spline.closed && points.length > 2 };
  }
  if (spline.type === 'spiral') {
    const count = Math.max(2, Math.min(SPLINE_LIMITS.pathPoints, Math.round(spline.tessellation * spline.turns) + 1));
    const points = Array.from({ length: count }, (_, i) => {
      const t = i / (count - 1);
      const a = t * spline.turns * Math.PI * 2;
      return { x: spline.radius * Math.cos(a), y: t * spline.turns * spline.pitch, z: spline.radius * Math.sin(a) };
    });
    return { points, closed: false };
  }
  const points = Array.from({ length: spline.tessellation }, (_, i) => {
    const a = (i / spline.tessellation) * Math.PI * 2;
    return { x: spline.radius * Math.cos(a), y: 0, z: spline.radius * Math.sin(a) };
  });
  return { points, closed: true };
}

const sub = (a: SplinePoint, b: SplinePoint): SplinePoint => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const length = (a: SplinePoint): number => Math.hypot(a.x, a.y, a.z);
const toward = (from: SplinePoint, to: SplinePoint, distance: number): SplinePoint => {
  const d = sub(to, from);
  const l = length(d) || 1;
  return { x: from.x + (d.x / l) * distance, y: from.y + (d.y / l) * distance, z: from.z + (d.z / l) * distance };
};

/**
 * Chamfer and arc: every corner (a closed line's all, an open line's inner ones) is cut at `radius` along both of its
 * segments (at most half of each), and the cut ends are joined straight (chamfer) or by a quadratic arc through the
 * corner's pull in `segments` pieces (arc).
 */
export function applySplineModifier(line: SplinePolyline, modifier: SplineModifierData): SplinePolyline {
  const { points, closed } = line;
  const n = points.length;
  if (n < 3 || modifier.radius <= 0) return line;
  const out: SplinePoint[] = [];
  const pieces = modifier.type === 'chamfer' ? 1 : modifier.segments;
  for (let i = 0; i < n; i++) {
    const corner = points[i];
    const inner = closed || (i > 0 && i < n - 1);
    if (!inner) {
      out.push(corner);
      continue;
    }
    const prev = points[(i - 1 + n) % n];
    const next = points[(i + 1) % n];
    const r = Math.min(modifier.radius, length(sub(corner, prev)) / 2, length(sub(next, corner)) / 2);
    const a = toward(corner, prev, r);
    const b = toward(corner, next, r);
    for (let k = 0; k <= pieces; k++) {
      const t = k / pieces;
      const u = 1 - t;
      // A chamfer (one piece) is the straight cut; an arc bends toward the corner as a quadratic Bézier.
      const w = pieces === 1 ? 0 : 2 * u * t;
      const wa = pieces === 1 ? u : u * u;
      const wb = pieces === 1 ? t : t * t;
      out.push({ x: wa * a.x + w * corner.x + wb * b.x, y: wa * a.y + w * corner.y + wb * b.y, z: wa * a.z + w * corner.z + wb * b.z });
    }
  }
  return { points: out, closed };
}

/** A spline sampled to a polyline in its node's local space, its enabled modifiers applied in order. */
export function sampleSpline(spline: SplineData): SplinePolyline {
  let line = corners(spline);
  for (const modifier of spline.modifiers) {
    if (!modifier.enabled) continue;
    line = applySplineModifier(line, modifier);
  }
  return line;
}

/** The enabled splines of a spline node, sampled (local space); empty for any other node. */
export function splineGroupPolylines(node: SceneNodeData | undefined): SplinePolyline[] {
  if (!node || node.type !== SPLINE_NODE_TYPE) return [];
  return readSplines(node.props[SPLINES_PROP]).filter((s) => s.enabled).map(sampleSpline);
}
