import { compileExpression, ExpressionError } from '../../libs/safe-expression/index.js';
import { LIVE_DATA_LIMITS } from '../../sdk/index.js';
import type { BindingScalar, BindingTransform } from '../../sdk/index.js';

/** A typed scalar from a field's text: a number when it reads as one, true/false, else the text. */
export function scalarOf(text: string): BindingScalar {
  const t = text.trim();
  if (t === 'true' || t === 'false') return t === 'true';
  return t !== '' && Number.isFinite(Number(t)) ? Number(t) : t;
}

/** `key=value` pairs separated by commas or new lines (`80=warning, 95=fault`), at most the limit's count. */
export function pairsOf(text: string): { key: string; value: BindingScalar }[] {
  return text.split(/[,\n]/).map((p) => p.trim()).filter(Boolean).slice(0, LIVE_DATA_LIMITS.steps).flatMap((pair) => {
    const at = pair.indexOf('=');
    return at > 0 ? [{ key: pair.slice(0, at).trim(), value: scalarOf(pair.slice(at + 1)) }] : [];
  });
}

/** A transform as short text for the binding list. */
export function describeTransform(t: BindingTransform): string {
  switch (t.kind) {
    case 'scale':
      return `×${t.scale} + ${t.offset}`;
    case 'clamp':
      return `[${t.min}, ${t.max}]`;
    case 'thresholds':
      return `${t.below} | ${t.steps.map((s) => `≥${s.atLeast}→${String(s.value)}`).join(' ')}`;
    case 'lookup':
      return t.entries.map((e) => `${e.key}→${String(e.value)}`).join(' ');
    case 'formula':
      return `ƒ ${t.expression}`;
  }
}

/** The error of a formula's text in English (the panel shows its translated code), or undefined when it compiles. */
export function formulaError(expression: string): ExpressionError | undefined {
  try {
    compileExpression(expression);
    return undefined;
  } catch (error) {
    return error instanceof ExpressionError ? error : new ExpressionError('type', String(error));
  }
}
