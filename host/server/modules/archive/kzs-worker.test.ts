import { describe, expect, it } from 'vitest';
import { writeKzs, sha256Hex } from './kzs-writer.js';
import { readKzsOffThread } from './kzs-worker.js';
import { KzsError } from './kzs-format.js';
import { zipSlipKzs } from './testing/hostile-kzs.js';

describe('readKzsOffThread', () => {
  it('reads an archive on the worker thread with the same result as readKzs', async () => {
    const bin = new Uint8Array(5000).map((_, i) => i % 251);
    const bytes = writeKzs({ name: 'Off thread', content: '{"nodes":{}}', category: 'A' }, [{ name: 'm.bin', bytes: bin }, { name: 'again.bin', bytes: bin }]);
    const contents = await readKzsOffThread(bytes);
    expect(contents.scene).toEqual({ name: 'Off thread', content: '{"nodes":{}}', category: 'A' });
    expect(contents.manifest.assets.map((a) => a.name)).toEqual(['m.bin', 'again.bin']);
    expect(contents.assets.get(sha256Hex(bin))).toEqual(bin);
  });

  it('passes refusals back as KzsError with their code', async () => {
    const error = await readKzsOffThread(zipSlipKzs('../../evil.txt')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KzsError);
    expect((error as KzsError).code).toBe('unsafe-path');
  });
});
