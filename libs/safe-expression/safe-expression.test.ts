import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileExpression, EXPRESSION_LIMITS, ExpressionError } from './index.js';

const run = (source: string, value: number | string | boolean = 0) => compileExpression(source).evaluate(value);
const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
    return undefined;
  } catch (error) {
    return error instanceof ExpressionError ? error.code : `not an ExpressionError: ${String(error)}`;
  }
};

describe('the safe expression language', () => {
  it('computes arithmetic with the usual precedence', () => {
    expect(run('value * 2 + 1', 3)).toBe(7);
    expect(run('(value - 32) * 5 / 9', 212)).toBe(100);
    expect(run('-2 ** 2')).toBe(-4);
    expect(run('2 ** 3 ** 2')).toBe(512);
    expect(run('7 % 4')).toBe(3);
    expect(run('1.5e2')).toBe(150);
  });

  it('compares, chooses and joins texts', () => {
    expect(run('value > 80 ? "warning" : "normal"', 90)).toBe('warning');
    expect(run("value >= 10 && value < 20 || value == 99", 99)).toBe(true);
    expect(run('!value', 0)).toBe(true);
    expect(run('round(value, 1) + " °C"', 21.456)).toBe('21.5 °C');
    expect(run('value == "on"', 'on')).toBe(true);
  });

  it('calls only the listed Math functions', () => {
    expect(run('max(1, value, 3)', 5)).toBe(5);
    expect(run('clamp(value, 0, 100)', 140)).toBe(100);
    expect(run('floor(sqrt(value))', 17)).toBe(4);
    expect(codeOf(() => run('eval(1)'))).toBe('unknownFunction');
    expect(codeOf(() => run('constructor(1)'))).toBe('unknownFunction');
    expect(codeOf(() => run('sqrt(1, 2)'))).toBe('arity');
  });

  it('has no member access, no other names and no assignment', () => {
    expect(codeOf(() => run('value.constructor'))).toBe('unexpectedCharacter');
    expect(codeOf(() => run('value["constructor"]'))).toBe('unexpectedCharacter');
    expect(codeOf(() => run('globalThis'))).toBe('unknownName');
    expect(codeOf(() => run('__proto__'))).toBe('unknownName');
    expect(codeOf(() => run('toString'))).toBe('unknownName');
    expect(codeOf(() => run('value = 1'))).toBe('unexpectedCharacter');
  });

  it('refuses wrong types, results that are not finite, and texts past the limits', () => {
    expect(codeOf(() => run('value * 2', 'hot'))).toBe('type');
    expect(codeOf(() => run('value < 1', true))).toBe('type');
    expect(codeOf(() => run('1 / value', 0))).toBe('notFinite');
    expect(codeOf(() => run('1'.repeat(EXPRESSION_LIMITS.chars + 1)))).toBe('tooLong');
    expect(codeOf(() => run(Array.from({ length: 70 }, () => '1').join('+')))).toBe('tooManyNodes');
    expect(codeOf(() => run(`${'('.repeat(40)}1${')'.repeat(40)}`))).toBe('tooDeep');
    expect(codeOf(() => run('-'.repeat(40) + '1'))).toBe('tooDeep');
    expect(codeOf(() => run('(1 + '))).toBe('unexpectedEnd');
    expect(codeOf(() => run('1 2'))).toBe('unexpectedToken');
  });

  it('never throws anything but ExpressionError and never reaches globals or prototypes (generated texts)', () => {
    const canary = { touched: false };
    (globalThis as Record<string, unknown>).__exprCanary = canary;
    const pieces = fc.constantFrom(
      'value', 'PI', 'E', 'true', 'false', 'constructor', '__proto__', 'prototype', 'globalThis', 'this', 'window', 'process',
      '__exprCanary', 'touched', 'Function', 'eval', 'abs', 'max', 'pow', 'round', 'clamp', 'toString', 'valueOf', '.', '[', ']',
      '(', ')', ',', '+', '-', '*', '/', '%', '**', '<', '>=', '==', '!=', '&&', '||', '!', '?', ':', '=', '"x"', "'y'", '"', '`',
      '0', '1', '2.5', '1e308', '9', ' ', '{', '}', ';', '=>',
    );
    const source = fc.oneof(fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join('')), fc.string({ maxLength: 300 }));
    const value = fc.oneof(fc.double(), fc.string({ maxLength: 20 }), fc.boolean());
    fc.assert(fc.property(source, value, (text, v) => {
      try {
        const result = compileExpression(text).evaluate(v);
        expect(['number', 'string', 'boolean']).toContain(typeof result);
        if (typeof result === 'number') expect(Number.isFinite(result)).toBe(true);
      } catch (error) {
        expect(error).toBeInstanceOf(ExpressionError);
      }
      expect(canary.touched).toBe(false);
      expect(Object.prototype).not.toHaveProperty('touched');
    }), { numRuns: 1500 });
    delete (globalThis as Record<string, unknown>).__exprCanary;
  });

  it('never throws anything but ExpressionError for generated well-formed trees with any value', () => {
    const tree: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom('value', '1', '0', '-3.5', '"a"', 'true', 'PI'),
        fc.tuple(tie('node'), fc.constantFrom('+', '-', '*', '/', '%', '**', '<', '==', '&&', '||'), tie('node')).map(([a, op, b]) => `(${a} ${op} ${b})`),
        fc.tuple(fc.constantFrom('abs', 'sqrt', 'log', 'floor'), tie('node')).map(([f, a]) => `${f}(${a})`),
        fc.tuple(tie('node'), tie('node'), tie('node')).map(([c, a, b]) => `(${c} ? ${a} : ${b})`),
      ),
    })).node;
    fc.assert(fc.property(tree, fc.oneof(fc.double(), fc.string({ maxLength: 5 }), fc.boolean()), (text, v) => {
      try {
        compileExpression(text).evaluate(v);
      } catch (error) {
        expect(error).toBeInstanceOf(ExpressionError);
      }
    }), { numRuns: 1000 });
  });
});
