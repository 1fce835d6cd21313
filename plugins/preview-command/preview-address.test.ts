import { describe, expect, it } from 'vitest';
import { previewAddress } from './preview-address.js';

describe('previewAddress', () => {
  it('builds the plain and the console preview routes, escaping each segment', () => {
    expect(previewAddress('p 1', 's/2', 'T-_x', false)).toBe('/preview/p%201/s%2F2/T-_x');
    expect(previewAddress('p', 's', 't', true)).toBe('/preview/p/s/1/t');
  });
});
