import { describe, expect, it } from 'vitest';
import { fitNumber, fullNumber } from './fit-number.js';

describe('fitNumber', () => {
  it('shows a float-noise zero as 0 and a noisy whole number as itself', () => {
    expect(fitNumber(4.898587196589413e-16, 6)).toBe('0');
    expect(fitNumber(-4.898587196589413e-16, 6)).toBe('0');
    expect(fitNumber(2.0000000000000004, 6)).toBe('2');
  });

  it('drops decimals until the text fits', () => {
    expect(fitNumber(0.70711, 7)).toBe('0.70711');
    expect(fitNumber(-0.70711, 6)).toBe('-0.707');
    expect(fitNumber(123.456789, 6)).toBe('123.46');
    expect(fitNumber(-1234.5, 5)).toBe('-1235');
  });

  it('uses exponent notation for a whole part that does not fit', () => {
    expect(fitNumber(123456789, 6).length).toBeLessThanOrEqual(6);
    expect(Number(fitNumber(123456789, 6))).toBeCloseTo(1e8, -8);
  });
});

describe('fullNumber', () => {
  it('keeps 5 decimals, trims zeros and never shows -0', () => {
    expect(fullNumber(1.234567)).toBe('1.23457');
    expect(fullNumber(-1e-9)).toBe('0');
    expect(fullNumber(3)).toBe('3');
  });
});
