// Issue 28: the blob store on an S3-compatible service (s3rver, started here) keeps the rules of the local folder —
// the bytes first, then the rows; collection never removes a referenced blob or one younger than the grace period.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobStore } from '../../host/server/blobs/blob-store.js';
import { S3BlobFiles } from '../../host/server/blobs/s3-blob-files.js';
import { ControllableClock } from '../../host/server/clock.js';
import { openDatabase, type OpenDatabase } from '../../host/server/db/open-database.js';
import { startLocalS3, type LocalS3 } from '../support/s3-store.js';
import { describeBackends, ok } from './support/server.js';
import { newSceneUser } from './scenes-fixtures.js';
import type { ResourceVo } from '../../sdk/contract/resource.js';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';

const sha = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

describe('BlobStore on S3', () => {
  let dir: string;
  let database: OpenDatabase;
  let files: S3BlobFiles;
  let store: BlobStore;
  const clock = new ControllableClock();
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kf-s3-blobs-'));
    database = await openDatabase({ dataDir: dir });
    files = new S3BlobFiles(await s3.newBucket());
    store = new BlobStore(files, database.db, clock);
  });
  afterAll(async () => {
    files.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores the same bytes once under their sha-256 and reads them back', async () => {
    const bytes = new TextEncoder().encode(`hello s3 ${randomUUID()}`);
    const a = await store.put(bytes, { userId: 'u1', kind: 'asset', refId: 'r1' });
    const b = await store.put(bytes, { userId: 'u2', kind: 'asset', refId: 'r2' });
    expect(a).toEqual(b);
    expect(a.hash).toBe(sha(bytes));
    const keys: string[] = [];
    for await (const entry of files.list()) keys.push(entry.key);
    expect(keys).toEqual([`blobs/${a.hash.slice(0, 2)}/${a.hash}`]);
    expect(Buffer.compare(await store.get(a.hash), Buffer.from(bytes))).toBe(0);
    expect(await store.has(a.hash)).toBe(true);
    expect(await store.has('0'.repeat(64))).toBe(false);
    const url = await files.presignedUrl(a.hash, 'hello.txt', 60);
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(new TextDecoder().decode(bytes));
  });

  it('marks stored bytes fresh when written again (LastModified moves)', async () => {
    const bytes = new TextEncoder().encode(`again ${randomUUID()}`);
    const info = await store.write(bytes);
    const first = (await files.modifiedMs(info.hash))!;
    await new Promise((r) => setTimeout(r, 1100)); // S3 times have whole seconds
    await store.write(bytes);
    expect((await files.modifiedMs(info.hash))!).toBeGreaterThan(first);
  });

  it('collects unreferenced and unrecorded blobs past the grace period only, never a referenced one', async () => {
    const kept = await store.put(new TextEncoder().encode(`kept ${randomUUID()}`), { userId: 'u3', kind: 'asset', refId: 'k1' });
    const orphan = await store.put(new TextEncoder().encode(`orphan ${randomUUID()}`));
    const unrecorded = await store.write(new TextEncoder().encode(`unrecorded ${randomUUID()}`)); // another instance mid-upload
    await store.collectGarbage();
    expect(await files.exists(unrecorded.hash)).toBe(true);
    expect(await store.has(orphan.hash)).toBe(true);

    clock.advance(2 * 3_600_000);
    expect(await store.collectGarbage()).toBeGreaterThanOrEqual(2);
    expect(await files.exists(unrecorded.hash)).toBe(false);
    expect(await store.has(orphan.hash)).toBe(false);
    expect(await store.has(kept.hash)).toBe(true);
  });
});

let bucket: Awaited<ReturnType<LocalS3['newBucket']>>;
describeBackends('platform flows with blobs on S3', (api) => {
  it('uploads, downloads, replaces and deletes resources with their bytes in the bucket', async () => {
    expect(api.server.services.blobs.files.kind).toBe('s3');
    const u = await newSceneUser(api);
    const scene = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'S3', content: '{"nodes":[]}' })).uuid;
    const data = `png-${randomUUID()}`;
    const uploaded = await u.client.upload<ResourceVo[]>('/repo/kf-scene/import-scene-resource', { scene }, [{ field: 'file', name: 'a.png', data }]);
    expect(uploaded.code).toBe(200);
    const res = uploaded.data[0];
    const file = await u.client.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: res.uuid });
    expect(file.bytes.toString()).toBe(data);
    const check = new S3BlobFiles(bucket);
    expect(await check.exists(sha(data))).toBe(true);

    const replacement = `png-${randomUUID()}`;
    expect((await u.client.upload('/repo/kf-scene/replace-scene-resource', { uuid: res.uuid }, [{ field: 'file', name: 'b.png', data: replacement }])).code).toBe(0);
    expect((await u.client.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: res.uuid })).bytes.toString()).toBe(replacement);
    expect(await api.server.services.quota.recount(u.id)).toBe(ok(await u.client.repo<{ usedBytes: number }>('GET', '/repo/kf-project/get-used-space')).usedBytes);

    api.clock.advance(61 * 60_000);
    await api.server.runJobs();
    expect(await check.exists(sha(data))).toBe(false); // the replaced bytes: no one references them
    expect(await check.exists(sha(replacement))).toBe(true);
    const ready = await fetch(`${api.server.url}/cloud/api/ready`);
    expect(((await ready.json()) as { data: { checks: { blobStore: boolean } } }).data.checks.blobStore).toBe(true);
    check.close();
  });
}, () => ({ s3: bucket }));

beforeAll(async () => {
  bucket = await s3.newBucket();
});
