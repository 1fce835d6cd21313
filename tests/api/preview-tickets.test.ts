import { expect, it } from 'vitest';
import { describeBackends, ok } from './support/server.js';
import { newSceneUser, sceneContent } from './scenes-fixtures.js';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';
import type { PreviewScene, PreviewTicketReply } from '../../sdk/contract/preview.js';
import { PREVIEW_TICKET_SECONDS } from '../../sdk/contract/preview.js';

describeBackends('preview tickets', (api) => {
  it('let the player load one scene and the assets it names without a session, until they expire', async () => {
    const u = await newSceneUser(api);
    const content = sceneContent(2, 'p').replace('"props":{}', '"props":{"backgroundImage":"tex/a.png"}');
    const scene = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', {
      uuid: null, projectUuid: u.projectUuid, name: 'Previewed', content, logic: 'scene.log(1)', logicXml: '<xml/>',
    }));
    ok(await u.client.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: u.projectUuid, assets: [{ name: 'tex/a.png', content: Buffer.from('png!').toString('base64') }] }));
    const before = api.clock.now();
    const granted = ok(await u.client.repo<PreviewTicketReply>('POST', '/repo/kf-scene/preview-ticket', { sceneUuid: scene.uuid }));
    expect(granted).toMatchObject({ projectUuid: u.projectUuid, sceneUuid: scene.uuid });
    expect(granted.expiresAt - before).toBeGreaterThanOrEqual(PREVIEW_TICKET_SECONDS * 1000);
    expect(granted.expiresAt - api.clock.now()).toBeLessThanOrEqual(PREVIEW_TICKET_SECONDS * 1000);

    const loaded = ok(await api.anon.repo<PreviewScene>('GET', `/repo/kf-scene/preview-scene/${granted.ticket}`));
    expect(loaded).toEqual({ uuid: scene.uuid, projectUuid: u.projectUuid, name: 'Previewed', version: 1, content, logic: 'scene.log(1)', data: null });
    const asset = await api.anon.raw('GET', `/cloud/api/repo/kf-scene/preview-asset?ticket=${granted.ticket}&name=tex%2Fa.png`);
    expect([asset.status, asset.bytes.toString()]).toEqual([200, 'png!']);

    // Forged (another scene's id in the payload, or garbage) and expired tickets are refused with their own statuses.
    const forged = Buffer.from(JSON.stringify({ p: u.projectUuid, s: 'other', u: 'x', e: Date.now() + 1e9 })).toString('base64url') + granted.ticket.slice(-43);
    expect((await api.anon.repo('GET', `/repo/kf-scene/preview-scene/${forged}`)).status).toBe(403);
    expect((await api.anon.repo('GET', '/repo/kf-scene/preview-scene/garbage')).status).toBe(403);
    api.clock.advance(PREVIEW_TICKET_SECONDS * 1000 + 1);
    const expired = await api.anon.repo('GET', `/repo/kf-scene/preview-scene/${granted.ticket}`);
    expect(expired.status).toBe(410);
    expect((await api.anon.raw('GET', `/cloud/api/repo/kf-scene/preview-asset?ticket=${granted.ticket}&name=tex%2Fa.png`)).status).toBe(410);
  });

  it('is only given for the caller\'s own scene, and stops working when the scene is binned', async () => {
    const owner = await newSceneUser(api);
    const other = await newSceneUser(api);
    const scene = ok(await owner.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: owner.projectUuid, name: 'Mine', content: sceneContent() }));
    expect((await other.client.repo('POST', '/repo/kf-scene/preview-ticket', { sceneUuid: scene.uuid })).status).toBe(404);
    expect((await api.anon.repo('POST', '/repo/kf-scene/preview-ticket', { sceneUuid: scene.uuid })).status).toBe(401);
    const granted = ok(await owner.client.repo<PreviewTicketReply>('POST', '/repo/kf-scene/preview-ticket', { sceneUuid: scene.uuid }));
    ok(await owner.client.repo('GET', `/repo/kf-scene/deleteScene/${scene.uuid}`));
    expect((await api.anon.repo('GET', `/repo/kf-scene/preview-scene/${granted.ticket}`)).status).toBe(404);
  });
});
