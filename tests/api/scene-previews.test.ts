import { expect, it } from 'vitest';
import { SCENE_PREVIEW_MAX_CHARS, type SaveSceneReply, type SceneRow } from '../../sdk/contract/scene.js';
import { describeBackends, ok } from './support/server.js';
import { newSceneUser, sceneContent, type SceneUser } from './scenes-fixtures.js';
import { sceneFieldsKzs } from '../../host/server/modules/archive/testing/hostile-kzs.js';

// A scene card's thumbnail: the designer sends a picture of the viewport with each save (spec 000 §3 preview).

/** A data URL of a real 1×1 PNG. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const JPEG = `data:image/jpeg;base64,/9j/${'A'.repeat(400)}`;

async function rowOf(u: SceneUser, uuid: string): Promise<SceneRow> {
  const rows = ok(await u.client.repo<SceneRow[]>('GET', `/repo/kf-scene/findAll/${u.projectUuid}`));
  const row = rows.find((r) => r.uuid === uuid);
  if (!row) throw new Error(`scene ${uuid} not listed`);
  return row;
}

describeBackends('scene previews', (api) => {
  it('a save stores its picture on the scene row; a save without one keeps it; null clears it', async () => {
    const u = await newSceneUser(api);
    const first = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'Pictured', content: sceneContent(1), preview: PNG }));
    expect((await rowOf(u, first.uuid)).preview).toBe(PNG);
    ok(await u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: first.uuid, projectUuid: u.projectUuid, name: 'Pictured', content: sceneContent(2), version: 1, preview: JPEG }));
    expect((await rowOf(u, first.uuid)).preview).toBe(JPEG);
    ok(await u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: first.uuid, projectUuid: u.projectUuid, name: 'Pictured', content: sceneContent(3), version: 2 }));
    expect((await rowOf(u, first.uuid)).preview).toBe(JPEG);
    ok(await u.client.repo('POST', '/repo/kf-scene/updateScene', { uuid: first.uuid, preview: null }));
    expect((await rowOf(u, first.uuid)).preview).toBeNull();
  });

  it('refuses a picture that is not a PNG, JPEG or WebP data URL, or over the limit, in the caller\'s language; the scene keeps what it had', async () => {
    const u = await newSceneUser(api);
    const saved = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'Guarded', content: sceneContent(1), preview: PNG }));
    const bad = [
      'data:image/svg+xml;base64,PHN2Zy8+',
      'data:text/html;base64,PGgxPmhpPC9oMT4=',
      'javascript:alert(1)',
      'https://example.com/picture.png',
      'data:image/png;base64,not base64!',
      `data:image/png;base64,${'A'.repeat(SCENE_PREVIEW_MAX_CHARS)}`,
    ];
    for (const preview of bad) {
      const viaSave = await u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: saved.uuid, projectUuid: u.projectUuid, name: 'Guarded', content: sceneContent(9), version: 1, preview });
      expect(viaSave.status, preview.slice(0, 40)).toBe(400);
      const viaUpdate = await u.client.repo('POST', '/repo/kf-scene/updateScene', { uuid: saved.uuid, preview });
      expect(viaUpdate.status, preview.slice(0, 40)).toBe(400);
    }
    const wrongType = await u.client.repo('POST', '/repo/kf-scene/updateScene', { uuid: saved.uuid, preview: bad[0] });
    expect(wrongType.msg).toContain('PNG, JPEG or WebP');
    const zh = await u.client.withLocale('zh-CN').repo('POST', '/repo/kf-scene/updateScene', { uuid: saved.uuid, preview: bad[0] });
    expect(zh.msg).toContain('场景缩略图');
    const tooLong = await u.client.repo('POST', '/repo/kf-scene/updateScene', { uuid: saved.uuid, preview: bad.at(-1) });
    expect(tooLong.msg).toMatch(/too long/);
    const row = await rowOf(u, saved.uuid);
    expect(row.preview).toBe(PNG);
    expect(row.version).toBe(1);
  });

  it('another user can neither set nor clear the picture of a scene they do not own', async () => {
    const owner = await newSceneUser(api);
    const other = await newSceneUser(api);
    const saved = ok(await owner.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: owner.projectUuid, name: 'Mine', content: sceneContent(1), preview: PNG }));
    for (const preview of [JPEG, null]) {
      const refused = await other.client.repo('POST', '/repo/kf-scene/updateScene', { uuid: saved.uuid, preview });
      expect(refused.code).not.toBe(0);
    }
    const overwrite = await other.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: saved.uuid, projectUuid: owner.projectUuid, name: 'Mine', content: sceneContent(2), preview: JPEG, force: true });
    expect(overwrite.code).not.toBe(0);
    expect((await rowOf(owner, saved.uuid)).preview).toBe(PNG);
  });

  it('an imported archive keeps a well-formed picture and leaves out one a save would refuse', async () => {
    const u = await newSceneUser(api);
    const kept = ok(await u.client.upload<SceneRow>('/repo/kf-scene/import-scene', { project: u.projectUuid }, [{ field: 'file', name: 'kept.kzs', data: sceneFieldsKzs({ preview: PNG }) }]));
    expect((await rowOf(u, kept.uuid)).preview).toBe(PNG);
    const dropped = ok(await u.client.upload<SceneRow>('/repo/kf-scene/import-scene', { project: u.projectUuid }, [{ field: 'file', name: 'dropped.kzs', data: sceneFieldsKzs({ preview: 'javascript:alert(1)' }) }]));
    expect((await rowOf(u, dropped.uuid)).preview).toBeNull();
  });
});
