import { compileExpression, ExpressionError } from '../../libs/safe-expression/index.js';
import type { CompiledExpression } from '../../libs/safe-expression/index.js';
import type { BindingScalar, BindingTransform, JsonValue } from '../../sdk/index.js';

/** Why a value could not go through a binding's transforms. */
export class UnusableValue extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnusableValue';
  }
}

/** A number from a message value: numbers as they are, numeric texts, true/false as 1/0. */
function toNumber(value: BindingScalar, kind: string): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const n = value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(n)) throw new UnusableValue(`${kind} needs a number, got "${value.slice(0, 40)}"`);
  return n;
}

/** Compiled formulas, by text (a binding's formula is parsed once, not per message). */
export class FormulaCache {
  private readonly compiled = new Map<string, CompiledExpression | ExpressionError>();

  get(source: string): CompiledExpression {
    let entry = this.compiled.get(source);
    if (!entry) {
      try {
        entry = compileExpression(source);
      } catch (error) {
        entry = error instanceof ExpressionError ? error : new ExpressionError('type', String(error));
      }
      if (this.compiled.size > 4096) this.compiled.clear();
      this.compiled.set(source, entry);
    }
    if (entry instanceof ExpressionError) throw new UnusableValue(entry.message);
    return entry;
  }
}

/**
 * A message value through a binding's transforms, in order. Only scalars go in (an object or array from the message
 * is unusable); throws UnusableValue when a transform cannot take the value (a text where a number is needed, a
 * formula that fails).
 */
export function applyTransforms(value: JsonValue, transforms: readonly BindingTransform[], formulas: FormulaCache): BindingScalar {
  if (value === null || typeof value === 'object') throw new UnusableValue('The path names an object, a list or null, not a value');
  let v: BindingScalar = value;
  for (const t of transforms) {
    switch (t.kind) {
      case 'scale':
        v = toNumber(v, 'scale') * t.scale + t.offset;
        break;
      case 'clamp':
        v = Math.min(t.max, Math.max(t.min, toNumber(v, 'clamp')));
        break;
      case 'thresholds': {
        const n = toNumber(v, 'thresholds');
        let out = t.below;
        for (const step of t.steps) if (n >= step.atLeast) out = step.value;
        v = out;
        break;
      }
      case 'lookup': {
        const key = String(v);
        const entry = t.entries.find((e) => e.key === key);
        v = entry ? entry.value : t.fallback ?? v;
        break;
      }
      case 'formula':
        try {
          v = formulas.get(t.expression).evaluate(v);
        } catch (error) {
          throw error instanceof UnusableValue ? error : new UnusableValue((error as Error).message);
        }
        break;
    }
  }
  if (typeof v === 'number' && !Number.isFinite(v)) throw new UnusableValue('The result is not a finite number');
  return v;
}
