// docs/operations.md: backup of a running server's embedded stores, restore into a new data folder, and the check
// of every recorded blob (which fails on a damaged one).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../host/server/app.js';
import { ApiClient } from './support/api-client.js';
import { startTestServer } from './support/server.js';
import type { ResourceVo } from '../../sdk/contract/resource.js';
import type { SaveSceneReply, SceneVo } from '../../sdk/contract/scene.js';

const run = promisify(execFile);
const script = (name: string, dataDir: string, arg: string) =>
  run(process.execPath, ['--import', 'tsx', `host/server/ops/${name}.ts`, arg], { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } });

describe('backup and restore of the embedded stores', () => {
  it('restores uploads and scenes into a new data folder and checks every blob', async () => {
    const test = await startTestServer('sqlite');
    const backup = mkdtempSync(join(tmpdir(), 'kf-backup-'));
    const restored = mkdtempSync(join(tmpdir(), 'kf-restored-'));
    try {
      const anon = new ApiClient(test.url);
      const client = anon.withToken((await anon.repo<{ token: string }>('POST', '/action/login', { username: 'demo', password: 'Demo@2026!' })).data.token);
      const scene = (await client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: test.server.demo!.projectUuid, name: 'Backed up', content: '{"nodes":[1]}' })).data;
      const data = `bytes-${randomUUID()}`;
      const res = (await client.upload<ResourceVo[]>('/repo/kf-scene/import-scene-resource', { scene: scene.uuid }, [{ field: 'file', name: 'a.png', data }])).data[0];

      await script('backup', test.server.config.dataDir, backup); // while the server runs
      await test.server.close();

      const { stdout } = await script('restore', restored, backup);
      expect(stdout).toMatch(/All \d+ blobs present and intact/);
      const again = await createServer({ ...test.server.config, dataDir: restored, port: 0 });
      try {
        const c = new ApiClient(again.url).withToken(client.token);
        expect((await c.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: res.uuid })).bytes.toString()).toBe(data);
        expect((await c.repo<SceneVo>('GET', `/repo/kf-scene/loadScene/${scene.uuid}`)).data.content).toBe('{"nodes":[1]}');
      } finally {
        await again.close();
      }

      // A damaged blob in the restored folder: the check names it and fails.
      const shard = readdirSync(join(restored, 'blobs'))[0];
      const file = readdirSync(join(restored, 'blobs', shard))[0];
      writeFileSync(join(restored, 'blobs', shard, file), 'damaged');
      await expect(script('restore', restored, '--verify-only')).rejects.toMatchObject({ stderr: expect.stringMatching(/damaged [0-9a-f]{64}/) });
    } finally {
      await test.stop();
      rmSync(backup, { recursive: true, force: true });
      rmSync(restored, { recursive: true, force: true });
    }
  }, 120_000);
});
