import type { JsonValue } from '../../sdk/sandbox.js';
import { PUZZLE_LIMITS } from '../../sdk/sandbox.js';

/** Most keys or items in one array or object of a JSON value from a sandbox. */
const MAX_ENTRIES = 10_000;
/** How many visits between two looks at the clock. */
const CLOCK_EVERY = 256;

/** What a walk over a value from a sandbox may spend. */
export interface WalkBudget {
  /** Values visited (every visit counts: a value reached twice through shared references is counted twice). */
  readonly nodes: number;
  /** Deepest nesting. */
  readonly depth: number;
  /** Longest string (and key). */
  readonly stringChars: number;
  /** Characters of all strings and keys together. */
  readonly totalChars: number;
  /** Time the walk may take, in ms (looked at every 256 visits). */
  readonly ms: number;
}

/** The budget of the page's checks on one message (docs/player.md). */
export const MESSAGE_WALK: WalkBudget = Object.freeze({
  nodes: PUZZLE_LIMITS.messageNodes, depth: PUZZLE_LIMITS.depth, stringChars: PUZZLE_LIMITS.stringChars, totalChars: PUZZLE_LIMITS.messageChars, ms: 20,
});

const now = (): number => globalThis.performance?.now() ?? Date.now();

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Whether a value from a sandbox is plain JSON within the budget: no functions, no exotic objects, no non-finite
 * numbers; depth, string lengths, entries, total characters and time bounded. The walk has no recursion and counts
 * every value it visits, so a graph of shared references (structured clone keeps them: 13 levels of 10,000 items
 * pointing at the same array are 10,000^13 paths) is refused after `budget.nodes` visits, never walked as a tree.
 */
export function isBoundedJson(value: unknown, budget: WalkBudget = MESSAGE_WALK, clock: () => number = now): value is JsonValue {
  const start = clock();
  const stack: unknown[] = [value];
  const depths: number[] = [0];
  let visits = 0;
  let chars = 0;
  while (stack.length) {
    const v = stack.pop();
    const depth = depths.pop() as number;
    if (++visits > budget.nodes || depth > budget.depth) return false;
    if (visits % CLOCK_EVERY === 0 && clock() - start > budget.ms) return false;
    if (v === null || typeof v === 'boolean') continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return false;
      continue;
    }
    if (typeof v === 'string') {
      chars += v.length;
      if (v.length > budget.stringChars || chars > budget.totalChars) return false;
      continue;
    }
    if (typeof v !== 'object') return false;
    let children: unknown[];
    if (Array.isArray(v)) {
      if (v.length > MAX_ENTRIES) return false;
      children = v;
    } else if (isPlainObject(v)) {
      const keys = Object.keys(v);
      if (keys.length > MAX_ENTRIES) return false;
      children = [];
      for (const k of keys) {
        chars += k.length;
        if (k.length > budget.stringChars || chars > budget.totalChars) return false;
        children.push(v[k]);
      }
    } else {
      return false;
    }
    // What is waiting counts against the budget before it is pushed, so the stack never outgrows it.
    if (visits + stack.length + children.length > budget.nodes) return false;
    for (let i = 0; i < children.length; i++) {
      if (!(i in children)) return false; // a hole in a sparse array is not JSON
      stack.push(children[i]);
      depths.push(depth + 1);
    }
  }
  return true;
}
