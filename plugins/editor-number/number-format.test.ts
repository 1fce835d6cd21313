import { describe, expect, it } from 'vitest';
import { formatNumber, formatNumberPlain, fromDisplayUnits, precisionOf, toDisplayUnits, trimDecimals, unitSuffix } from './number-format.js';

describe('formatNumber (spec 001 §5 display modes)', () => {
  it('default mode shows up to 5 decimals with trailing zeros trimmed', () => {
    expect(formatNumber(1.23456789)).toBe('1.23457');
    expect(formatNumber(1.5)).toBe('1.5');
    expect(formatNumber(2)).toBe('2');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(-0.000001)).toBe('0');
    expect(formatNumber(-3.25)).toBe('-3.25');
  });

  it('linear mode formats like the default', () => {
    expect(formatNumber(0.2140000001, { mode: 'linear' })).toBe('0.214');
  });

  it('radian mode shows degrees with a ° suffix and 1 decimal', () => {
    expect(formatNumber(Math.PI / 2, { mode: 'radian' })).toBe('90°');
    expect(formatNumber(1, { mode: 'radian' })).toBe('57.3°');
    expect(formatNumber(-Math.PI, { mode: 'radian' })).toBe('-180°');
  });

  it('percent mode shows a percentage with 1 decimal', () => {
    expect(formatNumber(0.5, { mode: 'percent' })).toBe('50%');
    expect(formatNumber(0.12345, { mode: 'percent' })).toBe('12.3%');
    expect(formatNumber(1, { mode: 'percent' })).toBe('100%');
  });

  it('duration mode shows seconds with an s suffix', () => {
    expect(formatNumber(2, { mode: 'duration' })).toBe('2s');
    expect(formatNumber(0.25, { mode: 'duration' })).toBe('0.25s');
  });

  it('int mode and the int type round', () => {
    expect(formatNumber(2.5, { mode: 'int' })).toBe('3');
    expect(formatNumber(2.4, { integer: true })).toBe('2');
    expect(formatNumber(-2.6, { integer: true })).toBe('-3');
  });

  it('a descriptor precision overrides the mode default', () => {
    expect(formatNumber(1.23456, { precision: 2 })).toBe('1.23');
    expect(formatNumber(Math.PI / 3, { mode: 'radian', precision: 3 })).toBe('60°');
    expect(formatNumber(1 / 3, { mode: 'percent', precision: 3 })).toBe('33.333%');
    expect(formatNumber(1.6, { precision: 0 })).toBe('2');
  });

  it('plain format omits the suffix', () => {
    expect(formatNumberPlain(Math.PI, { mode: 'radian' })).toBe('180');
    expect(formatNumberPlain(0.5, { mode: 'percent' })).toBe('50');
  });

  it('non-finite values are shown as is', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });
});

describe('helpers', () => {
  it('unit suffix per mode', () => {
    expect(unitSuffix('radian')).toBe('°');
    expect(unitSuffix('percent')).toBe('%');
    expect(unitSuffix('duration')).toBe('s');
    expect(unitSuffix('int')).toBe('');
    expect(unitSuffix(undefined)).toBe('');
  });
  it('precision defaults: 5, 1 for radian/percent, 0 for int', () => {
    expect(precisionOf({})).toBe(5);
    expect(precisionOf({ mode: 'radian' })).toBe(1);
    expect(precisionOf({ mode: 'percent' })).toBe(1);
    expect(precisionOf({ mode: 'int', precision: 4 })).toBe(0);
  });
  it('display unit conversion round-trips', () => {
    expect(toDisplayUnits(Math.PI, 'radian')).toBeCloseTo(180);
    expect(fromDisplayUnits(180, 'radian')).toBeCloseTo(Math.PI);
    expect(fromDisplayUnits(toDisplayUnits(0.37, 'percent'), 'percent')).toBeCloseTo(0.37);
    expect(toDisplayUnits(3, 'duration')).toBe(3);
  });
  it('trimDecimals removes zeros and never gives -0', () => {
    expect(trimDecimals(1.5, 3)).toBe('1.5');
    expect(trimDecimals(10, 3)).toBe('10');
    expect(trimDecimals(-0.00001, 2)).toBe('0');
  });
});
