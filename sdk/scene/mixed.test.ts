import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { isMixed, MIXED } from './points.js';

const temp = mkdtempSync(join(tmpdir(), 'kf-mixed-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A second copy of the module, as a plugin bundle that inlined the SDK carries. */
async function bundledCopy(): Promise<{ MIXED: unknown; isMixed: (value: unknown) => boolean }> {
  const result = await build({ entryPoints: [fileURLToPath(new URL('./points.ts', import.meta.url))], bundle: true, format: 'esm', write: false, platform: 'neutral' });
  const file = join(temp, 'points-copy.mjs');
  writeFileSync(file, result.outputFiles[0].text);
  return (await import(pathToFileURL(file).href)) as never;
}

describe('isMixed', () => {
  it('knows MIXED, also across two copies of the SDK, where === does not', async () => {
    const copy = await bundledCopy();
    expect(copy.MIXED).not.toBe(MIXED);
    expect(isMixed(MIXED)).toBe(true);
    expect(isMixed(copy.MIXED)).toBe(true);
    expect(copy.isMixed(MIXED)).toBe(true);
  });

  it('is false for every stored value, including one that looks like MIXED', () => {
    for (const value of [null, 0, '', '??', true, [], {}, { mixed: true }, JSON.parse(JSON.stringify(MIXED))]) expect(isMixed(value)).toBe(false);
  });
});
