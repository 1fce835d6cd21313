import { describe, expect, it } from 'vitest';
import { strToU8 } from 'fflate';
import { writeKzs, sha256Hex } from './kzs-writer.js';
import { readKzs } from './kzs-reader.js';
import { isSafeEntryName } from './safe-unzip.js';
import { KzsError, type KzsScene } from './kzs-format.js';
import { corruptedKzs, hashMismatchKzs, noManifestKzs, truncatedKzs, zipBombKzs, zipSlipKzs } from './testing/hostile-kzs.js';

const scene: KzsScene = {
  name: 'Round trip',
  category: 'Default',
  content: JSON.stringify({ format: 'scene-document', version: 1, nodes: { scene: { id: 'scene', type: 'Scene', parent: null, name: 'Scene', props: {}, children: [] } } }),
  logic: 'console.log(1)',
};

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(KzsError);
    expect((e as KzsError).message.length).toBeGreaterThan(10);
    return (e as KzsError).code;
  }
  throw new Error('expected a KzsError');
}

describe('.kzs archive', () => {
  it('round-trips scene and assets, storing identical bytes once', () => {
    const png = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const bin = new Uint8Array(5000).map((_, i) => i % 251);
    const bytes = writeKzs(scene, [{ name: 'a.png', bytes: png }, { name: 'copy.png', bytes: png }, { name: 'm.bin', bytes: bin }]);
    const back = readKzs(bytes);
    expect(back.scene).toEqual(scene);
    expect(back.manifest.sceneName).toBe('Round trip');
    expect(back.manifest.assets.map((a) => a.name)).toEqual(['a.png', 'copy.png', 'm.bin']);
    expect(back.assets.size).toBe(2);
    expect(back.assets.get(sha256Hex(png))).toEqual(png);
    expect(back.assets.get(sha256Hex(bin))).toEqual(bin);
  });

  it('recognises unsafe entry names', () => {
    for (const bad of ['../x', 'a/../../x', '/etc/passwd', 'C:/x', 'a\\..\\x', 'a//b', './x', '']) expect(isSafeEntryName(bad), bad).toBe(false);
    for (const good of ['manifest.json', 'assets/abc', 'dir/']) expect(isSafeEntryName(good), good).toBe(true);
  });

  it('refuses zip-slip entries', () => {
    expect(codeOf(() => readKzs(zipSlipKzs('../../evil.txt')))).toBe('unsafe-path');
    expect(codeOf(() => readKzs(zipSlipKzs('/tmp/evil.txt')))).toBe('unsafe-path');
    expect(codeOf(() => readKzs(zipSlipKzs('assets\\..\\..\\evil.txt')))).toBe('unsafe-path');
  });

  it('refuses a zip bomb by its declared size', () => {
    expect(codeOf(() => readKzs(zipBombKzs(4, false), { maxUnpackedBytes: 2 * 1024 * 1024, maxEntries: 10 }))).toBe('too-large');
  });

  it('stops inflating a zip bomb that lies about its size', () => {
    expect(codeOf(() => readKzs(zipBombKzs(4, true), { maxUnpackedBytes: 2 * 1024 * 1024, maxEntries: 10 }))).toBe('too-large');
    expect(codeOf(() => readKzs(zipBombKzs(4, true)))).toBe('too-large');
  });

  it('refuses too many entries', () => {
    expect(codeOf(() => readKzs(writeKzs(scene), { maxUnpackedBytes: 1e6, maxEntries: 1 }))).toBe('too-many-entries');
  });

  it('refuses truncated and corrupt archives', () => {
    expect(codeOf(() => readKzs(truncatedKzs(40)))).toBe('corrupt');
    expect(codeOf(() => readKzs(truncatedKzs(400)))).toBe('corrupt');
    expect(codeOf(() => readKzs(new Uint8Array(0)))).toBe('corrupt');
    expect(codeOf(() => readKzs(strToU8('not a zip at all, just some text that is long enough')))).toBe('corrupt');
    expect(codeOf(() => readKzs(corruptedKzs()))).toBe('corrupt');
  });

  it('refuses an entry the manifest does not list', () => {
    expect(codeOf(() => readKzs(zipSlipKzs('extra/readme.txt')))).toBe('unexpected-entry');
  });

  it('refuses a missing manifest and a hash mismatch', () => {
    expect(codeOf(() => readKzs(noManifestKzs()))).toBe('missing-manifest');
    expect(codeOf(() => readKzs(hashMismatchKzs()))).toBe('hash-mismatch');
  });
});
