import { describe, expect, it } from 'vitest';
import { duplicateName } from './duplicate-name.js';

describe('duplicateName', () => {
  it('numbers copies with the next free number of the base name', () => {
    expect(duplicateName('Box', new Set(['Box']))).toBe('Box (1)');
    expect(duplicateName('Box', new Set(['Box', 'Box (1)']))).toBe('Box (2)');
    expect(duplicateName('Box (1)', new Set(['Box', 'Box (1)', 'Box (3)']))).toBe('Box (2)');
    expect(duplicateName('Box (2)', new Set(['Box (2)']))).toBe('Box (1)');
  });

  it('keeps a name whose parentheses are not a copy number', () => {
    expect(duplicateName('Lamp (old)', new Set(['Lamp (old)']))).toBe('Lamp (old) (1)');
    expect(duplicateName('Box(1)', new Set())).toBe('Box(1) (1)');
  });
});
