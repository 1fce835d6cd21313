import { INFO_POINT_LIMITS } from '../../sdk/index.js';
import type { InfoPointData, ListSelection } from '../../sdk/index.js';

/** What an edit gives: the new list and the selection after it; or why it was refused. */
export type InfoPointEdit =
  | { readonly ok: true; readonly points: InfoPointData[]; readonly selection?: ListSelection<string> }
  | { readonly ok: false; readonly reason: InfoPointRefusal };

/** Why an edit was refused (each has a translated message in the editor). */
export type InfoPointRefusal = 'max' | 'none' | 'duplicateName' | 'emptyName' | 'unchanged';

const refuse = (reason: InfoPointRefusal): InfoPointEdit => ({ ok: false, reason });

/**
 * `base`, or `base.1`, `base.2`… (spec 001 §5), the first not in `taken`, within the name limit. A base that already
 * ends in `.<n>` counts on from there.
 */
export function uniqueName(base: string, taken: ReadonlySet<string>): string {
  const name = base.slice(0, INFO_POINT_LIMITS.nameChars);
  if (!taken.has(name)) return name;
  const match = /^(.*)\.(\d+)$/.exec(name);
  const stem = match ? match[1]! : name;
  for (let n = match ? Number(match[2]) + 1 : 1; ; n++) {
    const suffix = `.${n}`;
    const candidate = stem.slice(0, INFO_POINT_LIMITS.nameChars - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/** An id not used in the list (random, so points added in two copies of a scene rarely meet). */
export function newPointId(points: readonly InfoPointData[], random: () => number = Math.random): string {
  const ids = new Set(points.map((p) => p.id));
  for (;;) {
    const id = `ip-${Math.floor(random() * 36 ** 8).toString(36).padStart(8, '0')}`;
    if (!ids.has(id)) return id;
  }
}

/**
 * Add a point after the first selected one (at the end when none is): its category, type and status copied, one unit
 * further along x, named `name` made unique. The new point becomes the selection.
 */
export function addInfoPoint(points: readonly InfoPointData[], selection: ListSelection<string>, name: string, id: string): InfoPointEdit {
  if (points.length >= INFO_POINT_LIMITS.maxPoints) return refuse('max');
  const source = points.find((p) => p.id === selection.keys[0]);
  const at = source ? points.indexOf(source) + 1 : points.length;
  const [x, y, z] = source?.position ?? [0, 0, 0];
  const point: InfoPointData = {
    id,
    name: uniqueName(name, new Set(points.map((p) => p.name))),
    category: source?.category ?? '',
    type: source?.type ?? '',
    status: source?.status ?? 'normal',
    position: source ? [x + 1, y, z] : [0, 0, 0],
    visible: true,
  };
  return { ok: true, points: [...points.slice(0, at), point, ...points.slice(at)], selection: { keys: [id], anchor: id } };
}

/** Remove the selected points; refused when none is selected. */
export function removeInfoPoints(points: readonly InfoPointData[], selection: ListSelection<string>): InfoPointEdit {
  const gone = new Set(selection.keys);
  const kept = points.filter((p) => !gone.has(p.id));
  if (kept.length === points.length) return refuse('none');
  return { ok: true, points: kept, selection: { keys: [], anchor: undefined } };
}

/** Empty the list; refused when it already is. */
export function clearInfoPoints(points: readonly InfoPointData[]): InfoPointEdit {
  return points.length === 0 ? refuse('none') : { ok: true, points: [], selection: { keys: [], anchor: undefined } };
}

/** Rename point `id`: trimmed, within the limit; refused when empty or another point has the name. */
export function renameInfoPoint(points: readonly InfoPointData[], id: string, name: string): InfoPointEdit {
  const next = name.trim().slice(0, INFO_POINT_LIMITS.nameChars);
  if (next === '') return refuse('emptyName');
  if (points.some((p) => p.id !== id && p.name === next)) return refuse('duplicateName');
  return changePoint(points, id, { name: next });
}

/** Set category, type or status of point `id` (trimmed, within the limit). */
export function setInfoPointField(points: readonly InfoPointData[], id: string, field: 'category' | 'type' | 'status', value: string): InfoPointEdit {
  return changePoint(points, id, { [field]: value.trim().slice(0, INFO_POINT_LIMITS.fieldChars) });
}

/** Set one coordinate (axis 0..2) of point `id`; refused for a number that is not finite. */
export function setInfoPointCoordinate(points: readonly InfoPointData[], id: string, axis: 0 | 1 | 2, value: number): InfoPointEdit {
  const point = points.find((p) => p.id === id);
  if (!point || !Number.isFinite(value)) return refuse('unchanged');
  const position = [...point.position] as [number, number, number];
  position[axis] = value;
  return changePoint(points, id, { position });
}

/** Show or hide point `id`. */
export function setInfoPointVisible(points: readonly InfoPointData[], id: string, visible: boolean): InfoPointEdit {
  return changePoint(points, id, { visible });
}

/** The list with point `id` moved to `to` (a viewport handle drag). */
export function moveInfoPoint(points: readonly InfoPointData[], id: string, to: readonly [number, number, number]): InfoPointEdit {
  if (!to.every(Number.isFinite)) return refuse('unchanged');
  return changePoint(points, id, { position: [to[0], to[1], to[2]] });
}

function changePoint(points: readonly InfoPointData[], id: string, change: Partial<InfoPointData>): InfoPointEdit {
  const index = points.findIndex((p) => p.id === id);
  if (index < 0) return refuse('none');
  const before = points[index]!;
  const after = { ...before, ...change };
  const same = (Object.keys(change) as (keyof InfoPointData)[]).every((k) => JSON.stringify(before[k]) === JSON.stringify(after[k]));
  if (same) return refuse('unchanged');
  const next = [...points];
  next[index] = after;
  return { ok: true, points: next };
}

/** The points whose name contains `search` (case-insensitive; spec 001 §5: search filters by substring). */
export function filterByName(points: readonly InfoPointData[], search: string): readonly InfoPointData[] {
  const word = search.trim().toLowerCase();
  return word === '' ? points : points.filter((p) => p.name.toLowerCase().includes(word));
}

/**
 * Append points read elsewhere (an imported file): each gets a new id and its name made unique in the list (spec 001
 * §5: `.1`, `.2`…); refused when the list would pass the limit. The appended points become the selection.
 */
export function appendInfoPoints(points: readonly InfoPointData[], incoming: readonly InfoPointData[], newId: (taken: readonly InfoPointData[]) => string): InfoPointEdit {
  if (incoming.length === 0) return refuse('none');
  if (points.length + incoming.length > INFO_POINT_LIMITS.maxPoints) return refuse('max');
  const names = new Set(points.map((p) => p.name));
  const next = [...points];
  const added: string[] = [];
  for (const point of incoming) {
    const name = uniqueName(point.name, names);
    names.add(name);
    const id = newId(next);
    next.push({ ...point, id, name });
    added.push(id);
  }
  return { ok: true, points: next, selection: { keys: added, anchor: added[0] } };
}
