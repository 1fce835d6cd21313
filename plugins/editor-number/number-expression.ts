/**
 * A small arithmetic language for number inputs (spec 001 §5), parsed by recursive descent and
 * evaluated over a tree: never eval or new Function.
 *
 *   expr    := term (('+' | '-') term)*
 *   term    := unary (('*' | '/' | '%') unary)*
 *   unary   := ('-' | '+') unary | power
 *   power   := primary ('^' unary)?          (right-associative: 2^3^2 = 2^9)
 *   primary := number | '?' | 'id' | 'rnd' | '(' expr ')'
 */

/** Values an expression can refer to. */
export interface ExpressionScope {
  /** `?`: the old value (in the units shown). */
  readonly old: number;
  /** `id`: the index of the item being edited (0-based position in the selection). */
  readonly index: number;
  /** `rnd`: source of random numbers in [0, 1); injectable so tests are deterministic. */
  readonly random: () => number;
}

/** A parsed expression. */
export type ExpressionNode =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'old' }
  | { readonly kind: 'index' }
  | { readonly kind: 'random' }
  | { readonly kind: 'negate'; readonly operand: ExpressionNode }
  | { readonly kind: 'binary'; readonly op: BinaryOperator; readonly left: ExpressionNode; readonly right: ExpressionNode };

/** The binary operators. */
export type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '^';

/** Raised for input the language does not accept. */
export class ExpressionError extends Error {
  constructor(message: string, readonly position: number) {
    super(message);
    this.name = 'ExpressionError';
  }
}

type Token =
  | { readonly type: 'number'; readonly value: number; readonly pos: number }
  | { readonly type: 'op'; readonly value: BinaryOperator | '(' | ')'; readonly pos: number }
  | { readonly type: 'name'; readonly value: 'id' | 'rnd' | '?'; readonly pos: number };

const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;
const NAME = /^(?:id|rnd)\b/i;
const OPERATORS = new Set(['+', '-', '*', '/', '%', '^', '(', ')']);
/** Characters that make an input not an expression at all (spec 001 §5). */
const FORBIDDEN = /[={&]/;
/** Operators that, leading the input, apply to the old value. */
const LEADING = /^\s*[+*/%^]/;

/** Whether the input contains '=', '{' or '&' and so must not be evaluated. */
export function isForbiddenInput(source: string): boolean {
  return FORBIDDEN.test(source);
}

/** '+5' → '?+5': a leading operator applies to the old value ('-5' stays a negative number). */
export function applyLeadingOperator(source: string): string {
  return LEADING.test(source) ? `?${source.trimStart()}` : source;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < source.length) {
    const rest = source.slice(pos);
    const ch = rest[0];
    if (/\s/.test(ch)) { pos += 1; continue; }
    const number = NUMBER.exec(rest);
    if (number) {
      tokens.push({ type: 'number', value: Number(number[0]), pos });
      pos += number[0].length;
      continue;
    }
    if (ch === '?') { tokens.push({ type: 'name', value: '?', pos }); pos += 1; continue; }
    const name = NAME.exec(rest);
    if (name) {
      tokens.push({ type: 'name', value: name[0].toLowerCase() as 'id' | 'rnd', pos });
      pos += name[0].length;
      continue;
    }
    if (OPERATORS.has(ch)) { tokens.push({ type: 'op', value: ch as BinaryOperator | '(' | ')', pos }); pos += 1; continue; }
    throw new ExpressionError(`Unexpected '${ch}'`, pos);
  }
  return tokens;
}

class Parser {
  private index = 0;
  constructor(private readonly tokens: readonly Token[], private readonly length: number) {}

  parse(): ExpressionNode {
    if (this.tokens.length === 0) throw new ExpressionError('Empty expression', 0);
    const node = this.expr();
    const extra = this.peek();
    if (extra) throw new ExpressionError(`Unexpected '${String(extra.value)}'`, extra.pos);
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private isOp(...ops: string[]): boolean {
    const token = this.peek();
    return token?.type === 'op' && ops.includes(token.value);
  }

  private next(): Token {
    const token = this.tokens[this.index];
    if (!token) throw new ExpressionError('Unexpected end', this.length);
    this.index += 1;
    return token;
  }

  private expr(): ExpressionNode {
    let left = this.term();
    while (this.isOp('+', '-')) {
      const op = this.next().value as BinaryOperator;
      left = { kind: 'binary', op, left, right: this.term() };
    }
    return left;
  }

  private term(): ExpressionNode {
    let left = this.unary();
    while (this.isOp('*', '/', '%')) {
      const op = this.next().value as BinaryOperator;
      left = { kind: 'binary', op, left, right: this.unary() };
    }
    return left;
  }

  private unary(): ExpressionNode {
    if (this.isOp('-')) { this.next(); return { kind: 'negate', operand: this.unary() }; }
    if (this.isOp('+')) { this.next(); return this.unary(); }
    return this.power();
  }

  private power(): ExpressionNode {
    const base = this.primary();
    if (this.isOp('^')) {
      this.next();
      return { kind: 'binary', op: '^', left: base, right: this.unary() };
    }
    return base;
  }

  private primary(): ExpressionNode {
    const token = this.next();
    if (token.type === 'number') return { kind: 'number', value: token.value };
    if (token.type === 'name') {
      if (token.value === '?') return { kind: 'old' };
      return token.value === 'id' ? { kind: 'index' } : { kind: 'random' };
    }
    if (token.value === '(') {
      const inner = this.expr();
      const close = this.peek();
      if (!(close?.type === 'op' && close.value === ')')) throw new ExpressionError("Missing ')'", close?.pos ?? this.length);
      this.next();
      return inner;
    }
    throw new ExpressionError(`Unexpected '${token.value}'`, token.pos);
  }
}

/** Parse an expression; throws ExpressionError on anything outside the language (including '=', '{', '&'). */
export function parseExpression(source: string): ExpressionNode {
  const forbidden = FORBIDDEN.exec(source);
  if (forbidden) throw new ExpressionError(`'${forbidden[0]}' is not allowed`, forbidden.index);
  return new Parser(tokenize(source), source.length).parse();
}

/** Evaluate a parsed expression; the result may be NaN or ±Infinity (e.g. 1/0). */
export function evaluateNode(node: ExpressionNode, scope: ExpressionScope): number {
  switch (node.kind) {
    case 'number': return node.value;
    case 'old': return scope.old;
    case 'index': return scope.index;
    case 'random': return scope.random();
    case 'negate': return -evaluateNode(node.operand, scope);
    case 'binary': {
      const a = evaluateNode(node.left, scope);
      const b = evaluateNode(node.right, scope);
      switch (node.op) {
        case '+': return a + b;
        case '-': return a - b;
        case '*': return a * b;
        case '/': return a / b;
        case '%': return a % b;
        case '^': return a ** b;
      }
    }
  }
}

/** Parse (with the leading-operator rule) and evaluate; throws ExpressionError when unparseable. */
export function evaluateExpression(source: string, scope: ExpressionScope): number {
  return evaluateNode(parseExpression(applyLeadingOperator(source)), scope);
}

/** Whether a parsed expression refers to `?`, `id` or `rnd` (and so may differ per edited item). */
export function usesItemValues(node: ExpressionNode): boolean {
  switch (node.kind) {
    case 'number': return false;
    case 'old': case 'index': case 'random': return true;
    case 'negate': return usesItemValues(node.operand);
    case 'binary': return usesItemValues(node.left) || usesItemValues(node.right);
  }
}
