import type { JsonValue } from '../scene/json.js';
import { PARTICLE_LIMITS } from './particle-stage.js';

/** The operations of a Math modifier's items, applied in order to the target. */
export const MATH_OPERATIONS = ['set', 'add', 'subtract', 'multiply', 'divide', 'min', 'max', 'power', 'sin', 'cos', 'abs'] as const;

/** One operation. */
export type MathOperation = (typeof MATH_OPERATIONS)[number];

/** One line of a Math modifier: `target = target <op> value`. */
export interface MathItem {
  readonly op: MathOperation;
  readonly value: number;
}

/** The item a new Math modifier (or Add) starts with. */
export const DEFAULT_MATH_ITEM: MathItem = Object.freeze({ op: 'add', value: 0 });

/** The items of a Math modifier's `items` param: malformed lines dropped, at most PARTICLE_LIMITS.mathItems, at least one. */
export function readMathItems(value: JsonValue | undefined): MathItem[] {
  const items: MathItem[] = [];
  if (Array.isArray(value)) {
    for (const v of value) {
      if (!v || typeof v !== 'object' || Array.isArray(v)) continue;
      const { op, value: n } = v as Record<string, JsonValue>;
      if (typeof op !== 'string' || !(MATH_OPERATIONS as readonly string[]).includes(op)) continue;
      items.push({ op: op as MathOperation, value: typeof n === 'number' && Number.isFinite(n) ? n : 0 });
      if (items.length >= PARTICLE_LIMITS.mathItems) break;
    }
  }
  return items.length ? items : [DEFAULT_MATH_ITEM];
}

/** Apply one item to a value. */
export function applyMathItem(x: number, item: MathItem): number {
  switch (item.op) {
    case 'set': return item.value;
    case 'add': return x + item.value;
    case 'subtract': return x - item.value;
    case 'multiply': return x * item.value;
    case 'divide': return item.value === 0 ? x : x / item.value;
    case 'min': return Math.min(x, item.value);
    case 'max': return Math.max(x, item.value);
    case 'power': return Math.sign(x) * Math.pow(Math.abs(x), item.value);
    case 'sin': return Math.sin(x * (item.value || 1));
    case 'cos': return Math.cos(x * (item.value || 1));
    case 'abs': return Math.abs(x);
  }
}
