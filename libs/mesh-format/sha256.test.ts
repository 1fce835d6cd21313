import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256.js';

describe('sha256Hex', () => {
  it('spells the platform digest as lower-case hex (FIPS 180-2 "abc" vector, and a larger buffer)', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const bytes = new Uint8Array(100_003).map((_, i) => (i * 31) & 0xff);
    expect(await sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await sha256Hex(bytes.subarray(7, 99))).toBe(createHash('sha256').update(bytes.subarray(7, 99)).digest('hex'));
  });
});
