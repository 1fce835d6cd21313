import { ExpressionError } from './expression-error.js';
import { FUNCTIONS } from './functions.js';
import { tokenize } from './tokens.js';
import type { Token } from './tokens.js';

/** A node of a parsed expression. */
export type ExpressionNode =
  | { readonly t: 'literal'; readonly v: number | string | boolean }
  | { readonly t: 'value' }
  | { readonly t: 'unary'; readonly op: '-' | '!'; readonly a: ExpressionNode }
  | { readonly t: 'binary'; readonly op: string; readonly a: ExpressionNode; readonly b: ExpressionNode }
  | { readonly t: 'cond'; readonly c: ExpressionNode; readonly a: ExpressionNode; readonly b: ExpressionNode }
  | { readonly t: 'call'; readonly fn: string; readonly args: readonly ExpressionNode[] };

/** Bounds of an expression. */
export const EXPRESSION_LIMITS = Object.freeze({
  /** Characters of the text. */
  chars: 256,
  /** Nodes of the parsed tree. */
  nodes: 128,
  /** Nesting depth of the parsed tree. */
  depth: 32,
  /** Characters of a text value made while evaluating. */
  textChars: 1024,
});

const CONSTANTS: ReadonlyMap<string, number | boolean> = new Map<string, number | boolean>([
  ['PI', Math.PI], ['E', Math.E], ['true', true], ['false', false],
]);

// Binding powers of the binary operators (higher binds tighter); '**' is right-associative.
const BINARY: ReadonlyMap<string, number> = new Map([
  ['||', 1], ['&&', 2], ['==', 3], ['!=', 3], ['<', 4], ['<=', 4], ['>', 4], ['>=', 4],
  ['+', 5], ['-', 5], ['*', 6], ['/', 6], ['%', 6], ['**', 8],
]);
const UNARY_POWER = 7;

/**
 * Parse an expression of the safe language (docs/live-data.md): numbers, texts in quotes, true/false, PI, E, the
 * variable `value`, arithmetic (+ - * / % **), comparison, && || !, `c ? a : b` and calls of a fixed list of Math
 * functions. Nothing else exists in it: no member access, no assignment, no other names, so an expression cannot reach
 * a global or a prototype. Throws only ExpressionError (past the limits too).
 */
export function parseExpression(source: string): ExpressionNode {
  if (typeof source !== 'string') throw new ExpressionError('type', 'An expression is a text');
  if (source.length > EXPRESSION_LIMITS.chars) throw new ExpressionError('tooLong', `An expression has at most ${EXPRESSION_LIMITS.chars} characters`);
  const tokens = tokenize(source);
  let at = 0;
  let nodes = 0;

  const peek = (): Token | undefined => tokens[at];
  const isOp = (value: string) => peek()?.kind === 'op' && peek()?.value === value;
  const fail = (): never => {
    const token = peek();
    if (!token) throw new ExpressionError('unexpectedEnd', 'The expression ends too early', source.length);
    throw new ExpressionError('unexpectedToken', `Unexpected "${String(token.value)}"`, token.at);
  };
  const expect = (value: string) => {
    if (!isOp(value)) fail();
    at++;
  };
  const made = <T extends ExpressionNode>(node: T, depth: number): T => {
    if (++nodes > EXPRESSION_LIMITS.nodes) throw new ExpressionError('tooManyNodes', `An expression has at most ${EXPRESSION_LIMITS.nodes} parts`);
    if (depth > EXPRESSION_LIMITS.depth) throw new ExpressionError('tooDeep', `An expression nests at most ${EXPRESSION_LIMITS.depth} deep`);
    return node;
  };

  const primary = (depth: number): ExpressionNode => {
    const token = peek();
    if (!token) return fail();
    if (token.kind === 'number') {
      at++;
      return made({ t: 'literal', v: token.value }, depth);
    }
    if (token.kind === 'string') {
      at++;
      return made({ t: 'literal', v: token.value }, depth);
    }
    if (token.kind === 'name') {
      at++;
      if (isOp('(')) {
        at++;
        const fn = FUNCTIONS.get(token.value);
        if (!fn) throw new ExpressionError('unknownFunction', `There is no function "${token.value}"`, token.at);
        const args: ExpressionNode[] = [];
        if (!isOp(')')) {
          for (;;) {
            args.push(expression(0, depth + 1));
            if (!isOp(',')) break;
            at++;
          }
        }
        expect(')');
        if (args.length < fn.min || args.length > fn.max) throw new ExpressionError('arity', `${token.value} takes ${fn.min === fn.max ? fn.min : `${fn.min} to ${fn.max}`} arguments`, token.at);
        return made({ t: 'call', fn: token.value, args }, depth);
      }
      if (token.value === 'value') return made({ t: 'value' }, depth);
      const constant = CONSTANTS.get(token.value);
      if (constant === undefined) throw new ExpressionError('unknownName', `Unknown name "${token.value}" (only value, PI, E, true and false)`, token.at);
      return made({ t: 'literal', v: constant }, depth);
    }
    if (token.value === '(') {
      at++;
      const inner = expression(0, depth + 1);
      expect(')');
      return inner;
    }
    if (token.value === '-' || token.value === '!') {
      at++;
      const op = token.value;
      return made({ t: 'unary', op, a: expression(UNARY_POWER, depth + 1) }, depth);
    }
    return fail();
  };

  const expression = (minPower: number, depth: number): ExpressionNode => {
    if (depth > EXPRESSION_LIMITS.depth) throw new ExpressionError('tooDeep', `An expression nests at most ${EXPRESSION_LIMITS.depth} deep`);
    let left = primary(depth);
    for (;;) {
      const token = peek();
      if (!token || token.kind !== 'op') break;
      if (token.value === '?' && minPower === 0) {
        at++;
        const a = expression(0, depth + 1);
        expect(':');
        const b = expression(0, depth + 1);
        left = made({ t: 'cond', c: left, a, b }, depth);
        continue;
      }
      const power = BINARY.get(token.value);
      if (power === undefined || power <= minPower) break;
      at++;
      // '**' is right-associative: its right side may hold another '**'.
      const right = expression(token.value === '**' ? power - 1 : power, depth + 1);
      left = made({ t: 'binary', op: token.value, a: left, b: right }, depth);
    }
    return left;
  };

  const tree = expression(0, 0);
  if (at < tokens.length) fail();
  return tree;
}
