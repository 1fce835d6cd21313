import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../host/server/app.js';
import { backends, describeBackends, ok, startTestServer, type TestApi } from './support/server.js';
import { newSceneUser, sceneContent, type SceneUser } from './scenes-fixtures.js';
import type { ResourceVo } from '../../sdk/contract/resource.js';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';

// Blob bookkeeping (issue 12 item 11): the file first, then references, used storage and rows in one transaction;
// leftovers removed at start and by the collector, which never removes a referenced or recently written blob.
const sha = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const used = async (u: SceneUser) => ok(await u.client.repo<{ usedBytes: number }>('GET', '/repo/kf-project/get-used-space')).usedBytes;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

async function uploadResource(u: SceneUser, data: string): Promise<ResourceVo> {
  const scene = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: `S${randomUUID().slice(0, 6)}`, content: sceneContent() })).uuid;
  return (await u.client.upload<ResourceVo[]>('/repo/kf-scene/import-scene-resource', { scene }, [{ field: 'file', name: 'a.png', data }])).data[0];
}

/** Bytes whose blob folder (blobs/<first two hex>) does not exist yet. */
function bytesInNewShard(api: TestApi): { data: string; shardDir: string } {
  for (;;) {
    const data = `replacement-${randomUUID()}`;
    const shardDir = join(api.server.config.dataDir, 'blobs', sha(data).slice(0, 2));
    if (!existsSync(shardDir)) return { data, shardDir };
  }
}

describeBackends('blob bookkeeping', (api) => {
  it('keeps the old file, references and used storage when writing the new file of a replace fails', async () => {
    const u = await newSceneUser(api);
    const res = await uploadResource(u, 'original-bytes');
    const before = await used(u);
    const { data, shardDir } = bytesInNewShard(api);
    writeFileSync(shardDir, 'a file where the blob folder must go'); // the write of the new blob fails
    try {
      const reply = await u.client.upload('/repo/kf-scene/replace-scene-resource', { uuid: res.uuid }, [{ field: 'file', name: 'b.png', data }]);
      expect(reply.status).toBe(500);
    } finally {
      rmSync(shardDir);
    }
    const refs = await api.server.db.selectFrom('blob_refs').select('hash').where('ref_id', '=', res.uuid).execute();
    expect(refs.map((r) => r.hash)).toEqual([sha('original-bytes')]);
    expect(await used(u)).toBe(before);
    const file = await u.client.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: res.uuid });
    expect(file.bytes.toString()).toBe('original-bytes');
    expect(await api.server.services.quota.recount(u.id)).toBe(before);
  });

  it('collects temp files and unreferenced blobs on schedule, never a referenced or recently written one', async () => {
    const u = await newSceneUser(api);
    const res = await uploadResource(u, `kept-${randomUUID()}`);
    const blobs = api.server.services.blobs;
    const root = join(api.server.config.dataDir, 'blobs');
    const keptHash = sha((await u.client.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: res.uuid })).bytes);
    const unrecorded = sha(randomUUID());
    mkdirSync(join(root, unrecorded.slice(0, 2)), { recursive: true });
    const strayFile = join(root, unrecorded.slice(0, 2), unrecorded);
    const tempFile = join(root, unrecorded.slice(0, 2), `${unrecorded}.${randomUUID()}.tmp`);
    writeFileSync(strayFile, 'no row records me');
    writeFileSync(tempFile, 'half written');
    const orphan = await blobs.put(new TextEncoder().encode(`orphan-${randomUUID()}`)); // recorded, referenced by no one

    await api.server.runJobs();
    for (const path of [strayFile, tempFile]) expect(existsSync(path), path).toBe(true); // too recent
    expect(await blobs.has(orphan.hash)).toBe(true);

    for (const path of [strayFile, tempFile, join(root, keptHash.slice(0, 2), keptHash)]) utimesSync(path, hoursAgo(2), hoursAgo(2));
    api.clock.advance(61 * 60_000); // past the hour of grace (and within the session's idle time)
    await api.server.runJobs();
    for (const path of [strayFile, tempFile]) expect(existsSync(path), path).toBe(false);
    expect(await blobs.has(orphan.hash)).toBe(false);
    expect(await blobs.has(keptHash)).toBe(true); // referenced: kept however old
    const file = await u.client.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: res.uuid });
    expect(sha(file.bytes)).toBe(keptHash);
  });
});

for (const backend of backends()) {
  describe(`blob leftovers at start [${backend}]`, () => {
    it('removes old temp files and unrecorded blob files when the server starts, never ones younger than the grace period', async () => {
      const test = await startTestServer(backend);
      try {
        const root = join(test.server.config.dataDir, 'blobs');
        const place = (hash: string, hoursOld: number) => {
          mkdirSync(join(root, hash.slice(0, 2)), { recursive: true });
          const paths = [join(root, hash.slice(0, 2), hash), join(root, hash.slice(0, 2), `${hash}.${randomUUID()}.tmp`)];
          for (const path of paths) {
            writeFileSync(path, 'written by a crashed or a running server');
            utimesSync(path, hoursAgo(hoursOld), hoursAgo(hoursOld));
          }
          return paths;
        };
        const old = place(sha(randomUUID()), 2);
        // Issue 28 finding 1: another instance's upload between writing its file and recording it.
        const young = place(sha(randomUUID()), 0.5);
        await test.server.close();
        const again = await createServer(test.server.config, { clock: test.clock });
        await again.close();
        for (const path of old) expect(existsSync(path), path).toBe(false);
        for (const path of young) expect(existsSync(path), path).toBe(true);
      } finally {
        await test.stop();
      }
    });
  });
}

if (process.env.DATABASE_URL) {
  describe('blob collection with two instances on one PostgreSQL database and one data folder', () => {
    it('keeps a file one instance wrote but has not recorded yet while the other starts, and lets one instance collect at a time', async () => {
      const a = await startTestServer('postgres');
      try {
        const bytes = new TextEncoder().encode(`upload-${randomUUID()}`);
        const info = await a.server.services.blobs.write(bytes); // A: the file is written, the row not yet
        const b = await createServer({ ...a.server.config, port: 0 }, { clock: a.clock }); // B starts and collects
        await b.close();
        await a.server.services.blobs.record(info, { userId: randomUUID(), kind: 'resource', refId: randomUUID() });
        expect(await a.server.services.blobs.has(info.hash)).toBe(true);
        expect((await a.server.services.blobs.get(info.hash)).toString()).toBe(new TextDecoder().decode(bytes));

        // While one instance holds the collector's lock, another's pass does nothing.
        const orphan = await a.server.services.blobs.put(new TextEncoder().encode(`orphan-${randomUUID()}`));
        a.clock.advance(2 * 3_600_000);
        const holder = new pg.Client({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${a.server.config.databaseSchema}` });
        await holder.connect();
        try {
          await holder.query(`select pg_advisory_lock(hashtext('kf-blob-collector ' || current_schema()))`);
          expect(await a.server.services.blobs.collectGarbage()).toBe(0);
          expect(await a.server.services.blobs.has(orphan.hash)).toBe(true);
        } finally {
          await holder.end();
        }
        expect(await a.server.services.blobs.collectGarbage()).toBeGreaterThanOrEqual(1);
        expect(await a.server.services.blobs.has(orphan.hash)).toBe(false);
      } finally {
        await a.stop();
      }
    });
  });
}
