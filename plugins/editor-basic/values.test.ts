import { describe, expect, it } from 'vitest';
import { checkedValue, findEnumOption, formatComponent, formatStringArray, isChecked, isNegative, parseComponent, parseEnumInput, parseIntInput, parseStringArray, readVector, withAxis } from './values.js';

describe('basic editor values', () => {
  it('splits string arrays on commas, trims and drops empty entries', () => {
    expect(parseStringArray(' a , b,,c ,  ,')).toEqual(['a', 'b', 'c']);
    expect(parseStringArray('')).toEqual([]);
    expect(formatStringArray(['a', 'b'])).toBe('a, b');
  });

  it('parses enum input as a number when numeric', () => {
    expect(parseEnumInput('3')).toBe(3);
    expect(parseEnumInput(' -1.5 ')).toBe(-1.5);
    expect(parseEnumInput('linear')).toBe('linear');
    expect(parseEnumInput('')).toBe('');
    const options = [{ value: 2, label: { en: 'Two', 'zh-CN': '二', 'zh-TW': '二' } }];
    expect(findEnumOption(options, '2')?.label.en).toBe('Two');
    expect(findEnumOption(options, 3)).toBeUndefined();
  });

  it('rounds and clamps integers to optional min and max', () => {
    expect(parseIntInput('4.6')).toBe(5);
    expect(parseIntInput('-10', 0)).toBe(0);
    expect(parseIntInput('99', undefined, 10)).toBe(10);
    expect(parseIntInput('abc')).toBeUndefined();
  });

  it('disables a checkbox for negative values and keeps numeric flags numeric', () => {
    expect(isNegative(-1)).toBe(true);
    expect(isNegative(0)).toBe(false);
    expect(isNegative(true)).toBe(false);
    expect(isChecked(1)).toBe(true);
    expect(isChecked(0)).toBe(false);
    expect(isChecked(true)).toBe(true);
    expect(checkedValue(0, true)).toBe(1);
    expect(checkedValue(false, true)).toBe(true);
  });

  it('reads and writes vectors in either shape', () => {
    expect(readVector({ x: 1, y: 2, z: 3 })).toEqual({ x: 1, y: 2, z: 3 });
    expect(readVector([4, 5])).toEqual({ x: 4, y: 5, z: 0 });
    expect(withAxis({ x: 1, y: 2, z: 3 }, ['x', 'y', 'z'], 'y', 9)).toEqual({ x: 1, y: 9, z: 3 });
    expect(withAxis([1, 2], ['x', 'y'], 'x', 7)).toEqual([7, 2]);
    expect(withAxis(null, ['x', 'y'], 'y', 1)).toEqual({ x: 0, y: 1 });
  });

  it('shows radians as degrees and parses degrees back', () => {
    expect(formatComponent(Math.PI / 2, true)).toBe('90');
    expect(formatComponent(0.1234567, false)).toBe('0.12346');
    expect(formatComponent(1.5, false)).toBe('1.5');
    expect(parseComponent('180°', true)).toBeCloseTo(Math.PI);
    expect(parseComponent('2.5', false)).toBe(2.5);
    expect(parseComponent('x', false)).toBeUndefined();
  });
});
