import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ControllableClock } from '../clock.js';
import { openDatabase, type OpenDatabase } from '../db/open-database.js';
import { BlobStore } from './blob-store.js';
import { LocalBlobFiles } from './local-blob-files.js';

describe('BlobStore', () => {
  let dir: string;
  let database: OpenDatabase;
  let store: BlobStore;
  const clock = new ControllableClock();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kf-blobs-'));
    database = await openDatabase({ dataDir: dir });
    store = new BlobStore(new LocalBlobFiles(join(dir, 'blobs')), database.db, clock);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores the same bytes once, under their sha-256', async () => {
    const bytes = new TextEncoder().encode('hello blobs');
    const a = await store.put(bytes, { userId: 'u1', kind: 'asset', refId: 'r1' });
    const b = await store.put(bytes, { userId: 'u2', kind: 'asset', refId: 'r2' });
    expect(a).toEqual(b);
    expect(a.hash).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(readdirSync(join(dir, 'blobs', a.hash.slice(0, 2)))).toEqual([a.hash]);
    expect((await store.get(a.hash)).toString()).toBe('hello blobs');
    expect(await store.has(a.hash)).toBe(true);
    expect(await store.has('0'.repeat(64))).toBe(false);
  });

  it('counts used storage from what each user references, each distinct blob once', async () => {
    const big = new Uint8Array(1000).fill(7);
    await store.put(big, { userId: 'u3', kind: 'asset', refId: 'x1' });
    await store.put(big, { userId: 'u3', kind: 'asset', refId: 'x2' });
    await store.put(new Uint8Array(10).fill(1), { userId: 'u3', kind: 'image', refId: 'x3' });
    expect(await store.usedBytes('u3')).toBe(1010);
    await store.removeRefs('image', 'x3');
    expect(await store.usedBytes('u3')).toBe(1000);
    expect(await store.usedBytes('nobody')).toBe(0);
  });

  it('collects blobs no one references any more', async () => {
    const orphan = await store.put(new TextEncoder().encode('orphan'));
    clock.advance(2 * 3_600_000);
    expect(await store.collectGarbage()).toBeGreaterThanOrEqual(1);
    expect(await store.has(orphan.hash)).toBe(false);
    expect(await store.usedBytes('u3')).toBe(1000);
  });
});
