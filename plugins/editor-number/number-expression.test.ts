import { describe, expect, it } from 'vitest';
import { applyLeadingOperator, evaluateExpression, ExpressionError, isForbiddenInput, parseExpression } from './number-expression.js';

const scope = (old = 10, index = 0, random = () => 0.5) => ({ old, index, random });
const ev = (source: string, s = scope()) => evaluateExpression(source, s);

describe('number expressions (spec 001 §5)', () => {
  it('evaluates numbers in the usual notations', () => {
    expect(ev('42')).toBe(42);
    expect(ev('3.5')).toBe(3.5);
    expect(ev('.5')).toBe(0.5);
    expect(ev('1e3')).toBe(1000);
    expect(ev('  7 ')).toBe(7);
  });

  it('has + - * / % ^ with precedence and parentheses', () => {
    expect(ev('1+2*3')).toBe(7);
    expect(ev('(1+2)*3')).toBe(9);
    expect(ev('10-4-3')).toBe(3);
    expect(ev('8/4/2')).toBe(1);
    expect(ev('7%3')).toBe(1);
    expect(ev('2^3')).toBe(8);
    expect(ev('2^3^2')).toBe(512);
    expect(ev('2*3^2')).toBe(18);
    expect(ev('((2))')).toBe(2);
  });

  it('has unary minus (a leading minus is a negative number, not old minus)', () => {
    expect(ev('-5')).toBe(-5);
    expect(ev('-(2+3)')).toBe(-5);
    expect(ev('3*-2')).toBe(-6);
    expect(ev('-2^2')).toBe(-4);
    expect(ev('2^-1')).toBe(0.5);
    expect(ev('--4')).toBe(4);
  });

  it('a leading operator applies to the old value', () => {
    expect(ev('+5', scope(10))).toBe(15);
    expect(ev('*2', scope(10))).toBe(20);
    expect(ev('/4', scope(10))).toBe(2.5);
    expect(ev('%3', scope(10))).toBe(1);
    expect(ev('^2', scope(10))).toBe(100);
    expect(ev(' +1', scope(1))).toBe(2);
    expect(applyLeadingOperator('*2')).toBe('?*2');
    expect(applyLeadingOperator('-2')).toBe('-2');
  });

  it('? is the old value', () => {
    expect(ev('?', scope(3))).toBe(3);
    expect(ev('?*2+1', scope(3))).toBe(7);
    expect(ev('(?+1)/2', scope(3))).toBe(2);
  });

  it('id is the item index', () => {
    expect(ev('id', scope(0, 4))).toBe(4);
    expect(ev('id*10', scope(0, 2))).toBe(20);
    expect(ev('?+id', scope(5, 3))).toBe(8);
    expect(ev('ID', scope(0, 1))).toBe(1);
  });

  it('rnd is a random number from the injected source, drawn per occurrence', () => {
    const values = [0.25, 0.75];
    let i = 0;
    const random = () => values[i++ % values.length];
    expect(ev('rnd', scope(0, 0, random))).toBe(0.25);
    expect(ev('rnd*100', scope(0, 0, random))).toBe(75);
    expect(ev('rnd+rnd', scope(0, 0, random))).toBe(1);
  });

  it('input containing = { or & is not evaluated', () => {
    expect(isForbiddenInput('a=1')).toBe(true);
    expect(isForbiddenInput('{1}')).toBe(true);
    expect(isForbiddenInput('1&2')).toBe(true);
    expect(isForbiddenInput('1+2')).toBe(false);
    expect(() => ev('1==1')).toThrow(ExpressionError);
    expect(() => ev('{}')).toThrow(ExpressionError);
    expect(() => ev('1&1')).toThrow(ExpressionError);
  });

  it('rejects everything outside the language', () => {
    for (const bad of ['', '   ', 'abc', '1+', '(1', '1)', '1 2', '*', 'alert(1)', 'Math.PI', '2**3', 'idx', 'rnd()', '1..2', '0x10', '1,5']) {
      expect(() => parseExpression(applyLeadingOperator(bad)), bad).toThrow(ExpressionError);
    }
  });

  it('can give non-finite results (the caller decides)', () => {
    expect(ev('1/0')).toBe(Infinity);
    expect(Number.isNaN(ev('0/0'))).toBe(true);
  });
});
