import { ExpressionError } from './expression-error.js';

/** One token of an expression. */
export type Token =
  | { readonly kind: 'number'; readonly value: number; readonly at: number }
  | { readonly kind: 'string'; readonly value: string; readonly at: number }
  | { readonly kind: 'name'; readonly value: string; readonly at: number }
  | { readonly kind: 'op'; readonly value: string; readonly at: number };

// Longest first, so '**' is not read as '*' '*'.
const OPERATORS = ['**', '<=', '>=', '==', '!=', '&&', '||', '+', '-', '*', '/', '%', '<', '>', '!', '?', ':', '(', ')', ','];
const NUMBER = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

/** The tokens of `source` (already bounded in length by the caller). */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    const rest = source.slice(i);
    const number = NUMBER.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), at: i });
      i += number[0].length;
      continue;
    }
    const name = NAME.exec(rest);
    if (name) {
      tokens.push({ kind: 'name', value: name[0], at: i });
      i += name[0].length;
      continue;
    }
    if (c === '"' || c === "'") {
      const end = source.indexOf(c, i + 1);
      if (end < 0) throw new ExpressionError('unexpectedEnd', 'A text is not closed', i);
      // No escapes: a quote of the other kind is written as is.
      tokens.push({ kind: 'string', value: source.slice(i + 1, end), at: i });
      i = end + 1;
      continue;
    }
    const op = OPERATORS.find((o) => source.startsWith(o, i));
    if (!op) throw new ExpressionError('unexpectedCharacter', `Unexpected character "${c}"`, i);
    tokens.push({ kind: 'op', value: op, at: i });
    i += op.length;
  }
  return tokens;
}
