import { describe, expect, it } from 'vitest';
import { clampNumber, inputDependsOnItem, parseNumberInput, splitUnit, type NumberParseOptions } from './number-parse.js';

const parse = (text: string, options: Partial<NumberParseOptions> = {}) => parseNumberInput(text, { old: 0, ...options });
const value = (text: string, options: Partial<NumberParseOptions> = {}) => {
  const result = parse(text, options);
  if (!result.ok) throw new Error(`expected a value for ${text}, got ${result.reason}`);
  return result.value;
};

describe('parseNumberInput (spec 001 §5)', () => {
  it('plain numbers in default and linear mode', () => {
    expect(value('1.5')).toBe(1.5);
    expect(value('-3')).toBe(-3);
    expect(value(' 12 ', { mode: 'linear' })).toBe(12);
  });

  it('radian mode takes degrees, with or without the ° suffix', () => {
    expect(value('90', { mode: 'radian' })).toBeCloseTo(Math.PI / 2, 12);
    expect(value('90°', { mode: 'radian' })).toBeCloseTo(Math.PI / 2, 12);
    expect(value('-180 °', { mode: 'radian' })).toBeCloseTo(-Math.PI, 12);
  });

  it('percent mode takes a percentage, with or without the % suffix', () => {
    expect(value('50%', { mode: 'percent' })).toBe(0.5);
    expect(value('50', { mode: 'percent' })).toBe(0.5);
    expect(value('12.5', { mode: 'percent' })).toBe(0.125);
  });

  it('a unit suffix states the unit in any mode', () => {
    expect(value('50%')).toBe(0.5);
    expect(value('180°')).toBeCloseTo(Math.PI, 12);
  });

  it('duration mode takes seconds, with or without the s suffix', () => {
    expect(value('2s', { mode: 'duration' })).toBe(2);
    expect(value('0.5', { mode: 'duration' })).toBe(0.5);
  });

  it('int mode and the int type round', () => {
    expect(value('2.6', { mode: 'int' })).toBe(3);
    expect(value('2.4', { integer: true })).toBe(2);
    expect(value('7/2', { integer: true })).toBe(4);
  });

  it('values clamp to min and max', () => {
    expect(value('150', { min: 0, max: 100 })).toBe(100);
    expect(value('-5', { min: 0, max: 100 })).toBe(0);
    expect(value('50', { min: 0, max: 100 })).toBe(50);
    expect(value('200', { mode: 'percent', max: 1 })).toBe(1);
    expect(value('+10', { integer: true, old: 95, max: 100 })).toBe(100);
  });

  it('expressions: leading operators apply to the old value, in the units shown', () => {
    expect(value('+5', { old: 10 })).toBe(15);
    expect(value('*2', { old: 10 })).toBe(20);
    expect(value('/4', { old: 10 })).toBe(2.5);
    expect(value('+10', { old: Math.PI / 2, mode: 'radian' })).toBeCloseTo((100 * Math.PI) / 180, 12);
    expect(value('+10%', { old: 0.5, mode: 'percent' })).toBeCloseTo(0.6, 12);
  });

  it('expressions: ? is the old value, id the item index, rnd a random number', () => {
    expect(value('?*3', { old: 2 })).toBe(6);
    expect(value('id*10', { index: 3 })).toBe(30);
    expect(value('rnd*10', { random: () => 0.3 })).toBe(3);
  });

  it('input containing = { or & is unsupported', () => {
    expect(parse('a=1')).toEqual({ ok: false, reason: 'unsupported' });
    expect(parse('{"x":1}')).toEqual({ ok: false, reason: 'unsupported' });
    expect(parse('1&&2')).toEqual({ ok: false, reason: 'unsupported' });
  });

  it('an unparseable input is unsupported; an empty one is just empty', () => {
    expect(parse('abc')).toEqual({ ok: false, reason: 'unsupported' });
    expect(parse('1+')).toEqual({ ok: false, reason: 'unsupported' });
    expect(parse('%')).toEqual({ ok: false, reason: 'unsupported' });
    expect(parse('   ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('a parseable expression with an invalid (non-finite) result becomes 0', () => {
    expect(value('1/0', { old: 5 })).toBe(0);
    expect(value('0/0', { old: 5 })).toBe(0);
    expect(value('/0', { old: 5, min: 1 })).toBe(1);
  });
});

describe('helpers', () => {
  it('clampNumber ignores missing bounds', () => {
    expect(clampNumber(5)).toBe(5);
    expect(clampNumber(5, 6)).toBe(6);
    expect(clampNumber(5, undefined, 4)).toBe(4);
  });
  it('splitUnit recognises °, % and s only at the end', () => {
    expect(splitUnit('90°')).toEqual({ body: '90', unit: 'degree' });
    expect(splitUnit('7%3')).toEqual({ body: '7%3' });
    expect(splitUnit('%')).toEqual({ body: '%' });
    expect(splitUnit('2s')).toEqual({ body: '2', unit: 'second' });
  });
});

describe('inputDependsOnItem', () => {
  it('is true for ?, id, rnd and leading operators, false for constants and bad input', () => {
    expect(inputDependsOnItem('?+1')).toBe(true);
    expect(inputDependsOnItem('+1')).toBe(true);
    expect(inputDependsOnItem('id*2')).toBe(true);
    expect(inputDependsOnItem('rnd')).toBe(true);
    expect(inputDependsOnItem('*2%')).toBe(true);
    expect(inputDependsOnItem('-1')).toBe(false);
    expect(inputDependsOnItem('2*(3+4)')).toBe(false);
    expect(inputDependsOnItem('90°')).toBe(false);
    expect(inputDependsOnItem('a=1')).toBe(false);
    expect(inputDependsOnItem('nope')).toBe(false);
  });
});
