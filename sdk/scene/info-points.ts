import type { JsonValue } from './json.js';

/**
 * The info-point list (spec 001 §2 "Info-point list", §3 "Info point"): a property of this descriptor type holds the
 * points of a digital twin's info-point node as a JSON array of {@link InfoPointData} (named apart from the project icon list `InfoPoint` of the endpoints entry). Its editor is a PropertyEditors
 * contribution for {@link INFO_POINT_LIST_TYPE} (plugins/editor-info-points); the node type that draws the points is
 * plugins/node-info-points.
 */
export const INFO_POINT_LIST_TYPE = 'infoPointList';

/**
 * One info point as stored in the scene (the wire shape of an `infoPointList` value's items). Position is in the
 * owning node's local space. `status` is free text: the five of {@link INFO_POINT_STATUSES} have their own colours,
 * anything else is drawn dark grey.
 */
export interface InfoPointData {
  /** Stable id within the list (kept when the point is renamed or moved). */
  readonly id: string;
  /** Shown as the label; unique within the list. */
  readonly name: string;
  readonly category: string;
  readonly type: string;
  readonly status: string;
  /** [x, y, z] in the node's local space. */
  readonly position: readonly [number, number, number];
  readonly visible: boolean;
}

/** Limits of one list: a value read from a scene is cut to them, an editor refuses to go past them. */
export const INFO_POINT_LIMITS = Object.freeze({
  /** Most points in one list. */
  maxPoints: 10_000,
  /** Characters of an id. */
  idChars: 64,
  /** Characters of a name. */
  nameChars: 64,
  /** Characters of a category, a type or a status. */
  fieldChars: 64,
});

/** The statuses with a colour of their own (spec 001 §3). */
export const INFO_POINT_STATUSES = ['online', 'normal', 'warning', 'fault', 'offline'] as const;

const STATUS_COLOURS: Readonly<Record<string, string>> = {
  online: '#22b14c', normal: '#22b14c', warning: '#e02424', fault: '#ff8c1a', offline: '#9a9a9a',
};
/** The colour of a status none of the five names. */
export const INFO_POINT_OTHER_COLOUR = '#3c3c3c';

/**
 * A status's colour as '#rrggbb' (spec 001 §3): online or normal green, warning red, fault orange, offline grey,
 * anything else dark grey. Case and surrounding spaces are ignored.
 */
export function infoPointStatusColour(status: string): string {
  return STATUS_COLOURS[status.trim().toLowerCase()] ?? INFO_POINT_OTHER_COLOUR;
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : typeof v === 'number' && Number.isFinite(v) ? String(v).slice(0, max) : '');

/**
 * An info-point list value as well-formed points: items that are objects, at most `maxPoints` of them; strings cut to
 * their limits, a missing or non-finite coordinate 0, `visible` true unless stored false. An item without an id gets
 * `p<index>`; an id already taken by an earlier item gets `<id>~<index>`, so ids are unique in the result.
 */
export function readInfoPoints(value: JsonValue | undefined, max: number = INFO_POINT_LIMITS.maxPoints): InfoPointData[] {
  if (!Array.isArray(value)) return [];
  const out: InfoPointData[] = [];
  const ids = new Set<string>();
  for (let i = 0; i < value.length && out.length < max; i++) {
    const item = value[i];
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    let id = text(item.id, INFO_POINT_LIMITS.idChars) || `p${i}`;
    if (ids.has(id)) id = `${id.slice(0, INFO_POINT_LIMITS.idChars - 8)}~${i}`;
    ids.add(id);
    const p = Array.isArray(item.position) ? item.position : [];
    const coordinate = (k: number) => (typeof p[k] === 'number' && Number.isFinite(p[k]) ? (p[k] as number) : 0);
    out.push({
      id,
      name: text(item.name, INFO_POINT_LIMITS.nameChars),
      category: text(item.category, INFO_POINT_LIMITS.fieldChars),
      type: text(item.type, INFO_POINT_LIMITS.fieldChars),
      status: text(item.status, INFO_POINT_LIMITS.fieldChars),
      position: [coordinate(0), coordinate(1), coordinate(2)],
      visible: item.visible !== false,
    });
  }
  return out;
}

/** A point list as the JSON the document stores. */
export function infoPointsToJson(points: readonly InfoPointData[]): JsonValue {
  return points.map((p) => ({ id: p.id, name: p.name, category: p.category, type: p.type, status: p.status, position: [...p.position], visible: p.visible }));
}
