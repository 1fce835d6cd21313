// The spline list editor's pure operations; they moved here from the SDK, which keeps the spline declarations.
import { DEFAULT_SPLINE, SPLINE_LIMITS, SPLINE_TYPES, sampleSpline, type SplineData, type SplineModifierData, type SplineType } from '../../sdk/index.js';

/**
 * Spline list operations (spec 001 §4 "Spline list", §8 spline messages). Each takes the list and returns either the
 * new list (with the index to select and, for some, a success message key) or a refusal's message key. Message keys
 * are translated by the editor that shows them; {@link SPLINE_LIST_MESSAGES} names them all.
 */
export const SPLINE_LIST_MESSAGES = Object.freeze({
  /** 'create spline successful' (success). */
  created: 'splineList.created',
  /** 'deleted spline successfully' (success). */
  deleted: 'splineList.deleted',
  /** 'reverse path successful' (success). */
  reversed: 'splineList.reversed',
  /** 'Please convert to the path first' (warning: inverting a circle or a spiral). */
  convertToPathFirst: 'splineList.convertToPathFirst',
  /** The node holds {@link SPLINE_LIMITS.splines} splines already ({{max}}). */
  tooMany: 'splineList.tooMany',
  /** Moving the first spline up. */
  atTop: 'splineList.atTop',
  /** Moving the last spline down. */
  atBottom: 'splineList.atBottom',
  /** The index names no spline. */
  noSpline: 'splineList.noSpline',
  /** Converting a spline that is a path already. */
  alreadyPath: 'splineList.alreadyPath',
  /** A name that is empty after trimming. */
  emptyName: 'splineList.emptyName',
  /** A name longer than {@link SPLINE_LIMITS.name} ({{max}}). */
  nameTooLong: 'splineList.nameTooLong',
  /** A spline holds {@link SPLINE_LIMITS.modifiers} modifiers already ({{max}}). */
  tooManyModifiers: 'splineList.tooManyModifiers',
  /** The index names no modifier. */
  noModifier: 'splineList.noModifier',
  /** A path with more than {@link SPLINE_LIMITS.pathPoints} points, or a broken x, y, z list. */
  badPoints: 'splineList.badPoints',
});

export type SplineListMessage = (typeof SPLINE_LIST_MESSAGES)[keyof typeof SPLINE_LIST_MESSAGES];

/** A done operation: the new list, the index to select (-1: none) and maybe a success message key. */
export interface SplineListDone {
  readonly splines: readonly SplineData[];
  readonly selected: number;
  readonly success?: SplineListMessage;
}

/** A refused operation: the key of the warning saying why ({{max}} is the limit it names, if any). */
export interface SplineListRefusal {
  readonly refusal: SplineListMessage;
}

export type SplineListResult = SplineListDone | SplineListRefusal;

export const isSplineRefusal = (r: SplineListResult): r is SplineListRefusal => 'refusal' in r;

const refuse = (refusal: SplineListMessage): SplineListRefusal => ({ refusal });

/** Base names of new splines, numbered 'Circle 2', 'Spiral 1'… (stored data, so not translated). */
const BASE_NAMES: Readonly<Record<SplineType, string>> = { circle: 'Circle', spiral: 'Spiral', path: 'Path' };

/** The next free 'Base N' name: one more than the highest N in use. */
export function nextSplineName(splines: readonly SplineData[], type: SplineType): string {
  const base = BASE_NAMES[type];
  let highest = 0;
  for (const s of splines) {
    const m = /^(.*) (\d+)$/.exec(s.name);
    if (m && m[1] === base) highest = Math.max(highest, Number(m[2]));
  }
  return `${base} ${highest + 1}`;
}

/** The next free 'spline-N' id. */
export function nextSplineId(splines: readonly SplineData[]): string {
  const used = new Set(splines.map((s) => s.id));
  let n = splines.length + 1;
  while (used.has(`spline-${n}`)) n++;
  return `spline-${n}`;
}

const has = (list: readonly unknown[], index: number) => Number.isInteger(index) && index >= 0 && index < list.length;

const replaceAt = (splines: readonly SplineData[], index: number, spline: SplineData): SplineData[] =>
  splines.map((s, i) => (i === index ? spline : s));

/** Append a new circle, spiral or path with default values; refused at {@link SPLINE_LIMITS.splines}. */
export function createSpline(splines: readonly SplineData[], type: SplineType): SplineListResult {
  if (splines.length >= SPLINE_LIMITS.splines) return refuse(SPLINE_LIST_MESSAGES.tooMany);
  const spline: SplineData = { ...DEFAULT_SPLINE, id: nextSplineId(splines), name: nextSplineName(splines, type), type };
  return { splines: [...splines, spline], selected: splines.length, success: SPLINE_LIST_MESSAGES.created };
}

/** Delete the spline at `index`; the one after it (or the new last one) becomes selected. */
export function deleteSpline(splines: readonly SplineData[], index: number): SplineListResult {
  if (!has(splines, index)) return refuse(SPLINE_LIST_MESSAGES.noSpline);
  const next = splines.filter((_, i) => i !== index);
  return { splines: next, selected: Math.min(index, next.length - 1), success: SPLINE_LIST_MESSAGES.deleted };
}

/** Move the spline at `index` one up; refused at the top. */
export function moveSplineUp(splines: readonly SplineData[], index: number): SplineListResult {
  if (!has(splines, index)) return refuse(SPLINE_LIST_MESSAGES.noSpline);
  if (index === 0) return refuse(SPLINE_LIST_MESSAGES.atTop);
  const next = [...splines];
  [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
  return { splines: next, selected: index - 1 };
}

/** Move the spline at `index` one down; refused at the bottom. */
export function moveSplineDown(splines: readonly SplineData[], index: number): SplineListResult {
  if (!has(splines, index)) return refuse(SPLINE_LIST_MESSAGES.noSpline);
  if (index === splines.length - 1) return refuse(SPLINE_LIST_MESSAGES.atBottom);
  const next = [...splines];
  [next[index], next[index + 1]] = [next[index + 1]!, next[index]!];
  return { splines: next, selected: index + 1 };
}

/** Turn the spline at `index` on or off. */
export function setSplineEnabled(splines: readonly SplineData[], index: number, enabled: boolean): SplineListResult {
  if (!has(splines, index)) return refuse(SPLINE_LIST_MESSAGES.noSpline);
  return { splines: replaceAt(splines, index, { ...splines[index]!, enabled }), selected: index };
}

/** Rename the spline at `index` to the trimmed name; refused when empty or longer than {@link SPLINE_LIMITS.name}. */
export function renameSpline(splines: readonly SplineData[], index: number, name: string): SplineListResult {
  if (!has(splines, index)) return refuse(SPLINE_LIST_MESSAGES.noSpline);
  const trimmed = name.trim();
  if (!trimmed) return refuse(SPLINE_LIST_MESSAGES.emptyName);
  if (trimmed.length > SPLINE_LIMITS.name) return refuse(SPLINE_LIST_MESSAGES.nameTooLong);
  return { splines: replaceAt(splines, index, { ...splines[index]!, name: trimmed }), selected: index };
}

/** Decimals a stored number keeps (spec 001: number precision 5). */
const STORED_DECIMALS = 5;

/** A sampled coordinate as stored: 5 decimals, so 2.0000000000000004 is 2 and 4.9e-16 is 0 (never -0). */
function toStoredPrecision(value: number): number {
  return Number(value.toFixed(STORED_DECIMALS)) || 0;
}

/**
 * The spline at `index` as a path of its sampled corners (a circle stays closed, a spiral open). Its modifiers are
 * kept and still apply, so the drawn line does not change; id, name and enabled are kept too.
 */
export function splineAsPath(spline: SplineData): SplineData {
  const line = sampleSpline({ ...spline, modifiers: [] });
  const points = line.points.flatMap((p) => [p.x, p.y, p.z]).map(toStoredPrecision);
  return { ...spline, type: 'path', points, closed: line.closed };
}

/** Convert the circle or spiral at `index` to a path (see {@link splineAsPath}); the path replaces it at the same index. */
export function convertSplineToPath(splines: readonly SplineData[], index: number): SplineListResult {
  if (!has(splines, index)) return refuse(SPLINE_LIST_MESSAGES.noSpline);
  if (splines[index]!.type === 'path') return refuse(SPLINE_LIST_MESSAGES.alreadyPath);
  return { splines: replaceAt(splines, index, splineAsPath(splines[index]!)), selected: index };
}

/** Reverse the point order of the path at `index`; a circle or a spiral is refused ('Please convert to the path first'). */
export function invertSplineOrder(splines: readonly SplineData[], index: number): SplineListResult {
  if (!has(splines, index)) return refuse(SPLINE_LIST_MESSAGES.noSpline);
  const spline = splines[index]!;
  if (spline.type !== 'path') return refuse(SPLINE_LIST_MESSAGES.convertToPathFirst);
  const points: number[] = [];
  for (let i = spline.points.length - 3; i >= 0; i -= 3) points.push(spline.points[i]!, spline.points[i + 1]!, spline.points[i + 2]!);
  return { splines: replaceAt(splines, index, { ...spline, points }), selected: index, success: SPLINE_LIST_MESSAGES.reversed };
}

/**
 * The type switcher: to a path, a circle or a spiral converts (sampled points and closed flag kept, same index); to a
 * circle or a spiral, only the type changes (the path's points stay stored, switching back restores them).
 */
export function switchSplineType(splines: readonly SplineData[], index: number, type: SplineType): SplineListResult {
  if (!has(splines, index)) return refuse(SPLINE_LIST_MESSAGES.noSpline);
  const spline = splines[index]!;
  if (spline.type === type || !SPLINE_TYPES.includes(type)) return { splines, selected: index };
  if (type === 'path') return convertSplineToPath(splines, index);
  return { splines: replaceAt(splines, index, { ...spline, type }), selected: index };
}

/** Numeric shape fields the detail edits, with their bounds. */
export const SPLINE_NUMBER_FIELDS = Object.freeze({
  radius: { min: 0, max: 1e6, integer: false },
  tessellation: { min: 3, max: SPLINE_LIMITS.tessellation, integer: true },
  turns: { min: 0, max: SPLINE_LIMITS.turns, integer: false },
  pitch: { min: -1e6, max: 1e6, integer: false },
});

export type SplineNumberField = keyof typeof SPLINE_NUMBER_FIELDS;

/** Set radius, tessellation, turns or pitch, clamped to its bounds (tessellation rounded). */
export function setSplineNumber(splines: readonly SplineData[], index: number, field: SplineNumberField, value: number): SplineListResult {
  if (!has(splines, index)) return refuse(SPLINE_LIST_MESSAGES.noSpline);
  const bounds = SPLINE_NUMBER_FIELDS[field];
  if (!Number.isFinite(value)) return { splines, selected: index };
  const v = Math.min(bounds.max, Math.max(bounds.min, bounds.integer ? Math.round(value) : value));
  return { splines: replaceAt(splines, index, { ...splines[index]!, [field]: v }), selected: index };
}

/** Set whether the path at `index` closes (circles always close and spirals never, whatever is stored). */
export function setSplineClosed(splines: readonly SplineData[], index: number, closed: boolean): SplineListResult {
  if (!has(splines, index)) return refuse(SPLINE_LIST_MESSAGES.noSpline);
  return { splines: replaceAt(splines, index, { ...splines[index]!, closed }), selected: index };
}

/** Replace a path's points (flat x, y, z); refused when not whole triples of finite numbers or over the limit. */
export function setSplinePoints(splines: readonly SplineData[], index: number, points: readonly number[]): SplineListResult {
  if (!has(splines, index)) return refuse(SPLINE_LIST_MESSAGES.noSpline);
  if (points.length % 3 !== 0 || points.length > SPLINE_LIMITS.pathPoints * 3 || !points.every(Number.isFinite)) {
    return refuse(SPLINE_LIST_MESSAGES.badPoints);
  }
  return { splines: replaceAt(splines, index, { ...splines[index]!, points: [...points] }), selected: index };
}

/** Default chamfer and arc modifiers. */
export const DEFAULT_SPLINE_MODIFIERS: Readonly<Record<SplineModifierData['type'], SplineModifierData>> = Object.freeze({
  chamfer: Object.freeze({ type: 'chamfer', radius: 0.5, segments: 1, enabled: true }),
  arc: Object.freeze({ type: 'arc', radius: 0.5, segments: 4, enabled: true }),
});

function withModifiers(splines: readonly SplineData[], index: number, modifiers: readonly SplineModifierData[]): SplineListResult {
  return { splines: replaceAt(splines, index, { ...splines[index]!, modifiers }), selected: index };
}

/** Append a chamfer or an arc to the spline at `index`; refused at {@link SPLINE_LIMITS.modifiers}. */
export function addSplineModifier(splines: readonly SplineData[], index: number, type: SplineModifierData['type']): SplineListResult {
  if (!has(splines, index)) return refuse(SPLINE_LIST_MESSAGES.noSpline);
  const modifiers = splines[index]!.modifiers;
  if (modifiers.length >= SPLINE_LIMITS.modifiers) return refuse(SPLINE_LIST_MESSAGES.tooManyModifiers);
  return withModifiers(splines, index, [...modifiers, DEFAULT_SPLINE_MODIFIERS[type]]);
}

/** Delete modifier `at` of the spline at `index`. */
export function deleteSplineModifier(splines: readonly SplineData[], index: number, at: number): SplineListResult {
  if (!has(splines, index)) return refuse(SPLINE_LIST_MESSAGES.noSpline);
  const modifiers = splines[index]!.modifiers;
  if (!has(modifiers, at)) return refuse(SPLINE_LIST_MESSAGES.noModifier);
  return withModifiers(splines, index, modifiers.filter((_, i) => i !== at));
}

/** Change modifier `at` of the spline at `index`: radius (≥ 0), segments (an arc's, 1 to the limit) or enabled. */
export function patchSplineModifier(
  splines: readonly SplineData[], index: number, at: number, patch: Partial<Pick<SplineModifierData, 'radius' | 'segments' | 'enabled'>>,
): SplineListResult {
  if (!has(splines, index)) return refuse(SPLINE_LIST_MESSAGES.noSpline);
  const modifiers = splines[index]!.modifiers;
  const old = modifiers[at];
  if (!old || !has(modifiers, at)) return refuse(SPLINE_LIST_MESSAGES.noModifier);
  const radius = patch.radius !== undefined && Number.isFinite(patch.radius) ? Math.max(0, patch.radius) : old.radius;
  const segments = old.type === 'chamfer' ? 1
    : patch.segments !== undefined && Number.isFinite(patch.segments) ? Math.min(SPLINE_LIMITS.arcSegments, Math.max(1, Math.round(patch.segments))) : old.segments;
  const changed: SplineModifierData = { ...old, radius, segments, enabled: patch.enabled ?? old.enabled };
  return withModifiers(splines, index, modifiers.map((m, i) => (i === at ? changed : m)));
}
