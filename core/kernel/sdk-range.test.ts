import { describe, expect, it } from 'vitest';
import { isValidRange, satisfies } from './sdk-range.js';

describe('SDK version ranges', () => {
  const cases: Array<[string, string, boolean]> = [
    ['1.0.0', '^1.0.0', true],
    ['1.9.3', '^1.2', true],
    ['2.0.0', '^1.2', false],
    ['1.1.9', '^1.2', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.4.0', '1.x', true],
    ['2.0.0', '1.x', false],
    ['5.1.0', '*', true],
    ['5.1.0', '', true],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '=1.0.0', false],
    ['1.5.0', '>=1.2 <2', true],
    ['2.0.0', '>=1.2 <2', false],
    ['1.1.0', '>= 1.2', false],
    ['1.3.0', '>1.2', true],
    ['1.2.7', '>1.2', false],
    ['1.2.9', '<=1.2', true],
    ['1.4.2', '1.0 - 1.4', true],
    ['1.5.0', '1.0 - 1.4', false],
    ['3.0.0', '^1 || ^3', true],
    ['2.0.0', '^1 || ^3', false],
    ['1.0.0-beta.2', '^1.0.0-beta.1', true],
    ['1.0.0-beta.1', '^1.0.0-beta.2', false],
    ['1.0.0-beta.2', '^1.0.0', false],
    ['1.0.0', '^1.0.0-beta.1', true],
  ];
  it.each(cases)('%s in %s → %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('tells bad syntax apart', () => {
    expect(isValidRange('^1.2.3')).toBe(true);
    expect(isValidRange('one point two')).toBe(false);
    expect(isValidRange('^1.2.3.4')).toBe(false);
    expect(() => satisfies('1.0', '^1')).toThrow(RangeError);
    expect(() => satisfies('1.0.0', 'latest')).toThrow(RangeError);
  });
});
