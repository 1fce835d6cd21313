import { DEFAULT_MATH_ITEM, PARTICLE_LIMITS } from '../../sdk/index.js';
import type { MathItem } from '../../sdk/index.js';

/** A list operation's outcome: the new items, or the key of the message saying why it is refused. */
export type MathItemResult = { readonly items: MathItem[] } | { readonly error: string };

/** Add a new item right after `index` (spec 001 §4). */
export function addMathItemAfter(items: readonly MathItem[], index: number): MathItemResult {
  if (items.length >= PARTICLE_LIMITS.mathItems) return { error: 'mathItems.tooMany' };
  const at = Math.max(0, Math.min(items.length, index + 1));
  return { items: [...items.slice(0, at), { ...DEFAULT_MATH_ITEM }, ...items.slice(at)] };
}

/** Delete the item at `index`; refused when it is the only one. */
export function deleteMathItem(items: readonly MathItem[], index: number): MathItemResult {
  if (items.length <= 1) return { error: 'mathItems.lastItem' };
  return { items: items.filter((_, i) => i !== index) };
}

/** Move the item at `index` one up; refused at the top. */
export function moveMathItemUp(items: readonly MathItem[], index: number): MathItemResult {
  if (index <= 0) return { error: 'mathItems.atTop' };
  const next = [...items];
  [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
  return { items: next };
}

/** Move the item at `index` one down; refused at the bottom. */
export function moveMathItemDown(items: readonly MathItem[], index: number): MathItemResult {
  if (index >= items.length - 1) return { error: 'mathItems.atBottom' };
  const next = [...items];
  [next[index], next[index + 1]] = [next[index + 1]!, next[index]!];
  return { items: next };
}
