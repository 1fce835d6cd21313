/** A function an expression may call: numbers in, a number out. */
export interface ExpressionFunction {
  readonly min: number;
  readonly max: number;
  readonly call: (args: readonly number[]) => number;
}

const one = (f: (x: number) => number): ExpressionFunction => ({ min: 1, max: 1, call: (a) => f(a[0]) });
const two = (f: (x: number, y: number) => number): ExpressionFunction => ({ min: 2, max: 2, call: (a) => f(a[0], a[1]) });
const many = (f: (...xs: number[]) => number): ExpressionFunction => ({ min: 1, max: 16, call: (a) => f(...a) });

/**
 * The functions of the language: a Map (never an object), so no name reaches a prototype's member. Each is Math's own,
 * or a small one of ours (clamp, round to digits, lerp).
 */
export const FUNCTIONS: ReadonlyMap<string, ExpressionFunction> = new Map<string, ExpressionFunction>([
  ['abs', one(Math.abs)], ['sign', one(Math.sign)], ['sqrt', one(Math.sqrt)], ['cbrt', one(Math.cbrt)],
  ['exp', one(Math.exp)], ['log', one(Math.log)], ['log10', one(Math.log10)], ['log2', one(Math.log2)],
  ['sin', one(Math.sin)], ['cos', one(Math.cos)], ['tan', one(Math.tan)], ['asin', one(Math.asin)], ['acos', one(Math.acos)],
  ['atan', one(Math.atan)], ['atan2', two(Math.atan2)], ['floor', one(Math.floor)], ['ceil', one(Math.ceil)], ['trunc', one(Math.trunc)],
  ['pow', two(Math.pow)], ['hypot', many(Math.hypot)], ['min', many(Math.min)], ['max', many(Math.max)],
  ['round', {
    min: 1, max: 2,
    call: ([x, digits = 0]) => {
      const f = 10 ** Math.max(0, Math.min(12, Math.trunc(digits)));
      return Math.round(x * f) / f;
    },
  }],
  ['clamp', { min: 3, max: 3, call: ([x, lo, hi]) => Math.min(Math.max(x, Math.min(lo, hi)), Math.max(lo, hi)) }],
  ['lerp', { min: 3, max: 3, call: ([a, b, t]) => a + (b - a) * t }],
]);
