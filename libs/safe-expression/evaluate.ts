import { ExpressionError } from './expression-error.js';
import { FUNCTIONS } from './functions.js';
import { EXPRESSION_LIMITS, parseExpression } from './parse.js';
import type { ExpressionNode } from './parse.js';

/** What an expression works on and gives: a number, a text or a truth value. */
export type ExpressionValue = number | string | boolean;

const isValue = (v: unknown): v is ExpressionValue => typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean';

const number = (v: ExpressionValue, op: string): number => {
  if (typeof v !== 'number') throw new ExpressionError('type', `${op} needs a number, not ${typeof v}`);
  return v;
};

const text = (v: string): string => {
  if (v.length > EXPRESSION_LIMITS.textChars) throw new ExpressionError('textTooLong', `A text made by an expression has at most ${EXPRESSION_LIMITS.textChars} characters`);
  return v;
};

function evaluateNode(node: ExpressionNode, value: ExpressionValue): ExpressionValue {
  switch (node.t) {
    case 'literal':
      return node.v;
    case 'value':
      return value;
    case 'unary': {
      const a = evaluateNode(node.a, value);
      return node.op === '!' ? !truthy(a) : -number(a, '-');
    }
    case 'cond':
      return truthy(evaluateNode(node.c, value)) ? evaluateNode(node.a, value) : evaluateNode(node.b, value);
    case 'call': {
      const fn = FUNCTIONS.get(node.fn);
      if (!fn) throw new ExpressionError('unknownFunction', `There is no function "${node.fn}"`);
      return fn.call(node.args.map((arg) => number(evaluateNode(arg, value), node.fn)));
    }
    case 'binary':
      return binary(node.op, node.a, node.b, value);
  }
}

function truthy(v: ExpressionValue): boolean {
  return typeof v === 'boolean' ? v : typeof v === 'number' ? v !== 0 && !Number.isNaN(v) : v !== '';
}

function binary(op: string, left: ExpressionNode, right: ExpressionNode, value: ExpressionValue): ExpressionValue {
  // && and || look at the right side only when they need it, and give a truth value.
  if (op === '&&') return truthy(evaluateNode(left, value)) && truthy(evaluateNode(right, value));
  if (op === '||') return truthy(evaluateNode(left, value)) || truthy(evaluateNode(right, value));
  const a = evaluateNode(left, value);
  const b = evaluateNode(right, value);
  switch (op) {
    case '==':
      return a === b;
    case '!=':
      return a !== b;
    case '+':
      // Texts join (value + ' °C'); otherwise both are numbers.
      if (typeof a === 'string' || typeof b === 'string') return text(String(a) + String(b));
      return number(a, op) + number(b, op);
    case '-':
      return number(a, op) - number(b, op);
    case '*':
      return number(a, op) * number(b, op);
    case '/':
      return number(a, op) / number(b, op);
    case '%':
      return number(a, op) % number(b, op);
    case '**':
      return number(a, op) ** number(b, op);
    case '<': case '<=': case '>': case '>=': {
      if (typeof a !== typeof b || typeof a === 'boolean') throw new ExpressionError('type', `${op} compares two numbers or two texts`);
      const x = a as number | string;
      const y = b as number | string;
      return op === '<' ? x < y : op === '<=' ? x <= y : op === '>' ? x > y : x >= y;
    }
    default:
      throw new ExpressionError('unexpectedToken', `Unknown operator "${op}"`);
  }
}

/** A parsed expression, ready to evaluate many times. */
export interface CompiledExpression {
  readonly source: string;
  /** The expression's value for this `value`; throws only ExpressionError (wrong types, a result that is not finite). */
  evaluate(value: ExpressionValue): ExpressionValue;
}

/** Parse once (throws ExpressionError for a bad text), evaluate many times. */
export function compileExpression(source: string): CompiledExpression {
  const tree = parseExpression(source);
  return {
    source,
    evaluate(value) {
      if (!isValue(value)) throw new ExpressionError('type', 'value is a number, a text or a truth value');
      const result = evaluateNode(tree, value);
      if (typeof result === 'number' && !Number.isFinite(result)) throw new ExpressionError('notFinite', 'The result is not a finite number');
      return result;
    },
  };
}
