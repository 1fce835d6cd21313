// Breach 5 and the ticket findings of issue 25: preview replies carried the logic workspace and backups; a preview
// ticket read every asset of the project (`private/other-scene.json` → 200) and showed the owner's user id.
import { expect, it } from 'vitest';
import { describeBackends, ok } from '../api/support/server.js';
import { newSceneUser } from '../api/scenes-fixtures.js';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';
import type { PreviewScene, PreviewTicketReply } from '../../sdk/contract/preview.js';

const HASH_NAME = `${'ab12'.repeat(16)}.png`;

function contentWith(logic: Record<string, string>, texture: string): string {
  return JSON.stringify({
    format: 'scene-document', version: 1,
    nodes: {
      scene: { id: 'scene', type: 'Scene', parent: null, name: 'Scene', props: { backgroundImage: texture }, children: ['m'] },
      m: { id: 'm', type: 'Mesh', parent: 'scene', name: 'Box', props: {}, children: [] },
    },
    exposed: [], animations: [], logic, externalResources: [],
  });
}

describeBackends('a preview ticket (issue 25)', (api) => {
  it('gets the generated code only: no logic workspace, no backups, in the content or beside it', async () => {
    const u = await newSceneUser(api);
    const logic = { code: 'scene.log(1)', xml: '<xml>SECRET-WORKSPACE</xml>', codeBackup: 'SECRET-CODE-BACKUP', xmlBackup: '<xml>SECRET-XML-BACKUP</xml>' };
    const scene = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', {
      uuid: null, projectUuid: u.projectUuid, name: 'Hostile', content: contentWith(logic, 'tex/a.png'),
      logic: logic.code, logicXml: logic.xml, logicBk: logic.codeBackup, logicXmlBk: logic.xmlBackup,
    }));
    const granted = ok(await u.client.repo<PreviewTicketReply>('POST', '/repo/kf-scene/preview-ticket', { sceneUuid: scene.uuid }));
    const loaded = await api.anon.raw('GET', `/cloud/api/repo/kf-scene/preview-scene/${granted.ticket}`);
    expect(loaded.status).toBe(200);
    const text = loaded.bytes.toString();
    expect(text).not.toMatch(/SECRET|logicXml|logicBk|xmlBackup":"<|codeBackup":"S/);
    const reply = ok(await api.anon.repo<PreviewScene>('GET', `/repo/kf-scene/preview-scene/${granted.ticket}`));
    expect(JSON.parse(reply.content).logic).toEqual({ code: 'scene.log(1)', xml: '', codeBackup: '', xmlBackup: '' });
    expect(reply.logic).toBe('scene.log(1)');
  });

  it('reads only the assets its scene names (and content-hash names), and does not show the owner\'s id', async () => {
    const u = await newSceneUser(api);
    const scene = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', {
      uuid: null, projectUuid: u.projectUuid, name: 'Shown', content: contentWith({ code: '', xml: '', codeBackup: '', xmlBackup: '' }, 'tex/a.png'),
    }));
    const put = (name: string, text: string) => u.client.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: u.projectUuid, assets: [{ name, content: Buffer.from(text).toString('base64') }] });
    ok(await put('tex/a.png', 'png!'));
    ok(await put('private/other-scene.json', '{"secret":1}'));
    ok(await put(HASH_NAME, 'model texture'));
    const granted = ok(await u.client.repo<PreviewTicketReply>('POST', '/repo/kf-scene/preview-ticket', { sceneUuid: scene.uuid }));
    const asset = (name: string) => api.anon.raw('GET', `/cloud/api/repo/kf-scene/preview-asset?ticket=${granted.ticket}&name=${encodeURIComponent(name)}`);
    expect((await asset('tex/a.png')).status).toBe(200);
    expect((await asset(HASH_NAME)).status).toBe(200);
    expect((await asset('private/other-scene.json')).status).toBe(404);

    // The ticket is readable by whoever has the link: the owner's id is not in it.
    const payload = Buffer.from(granted.ticket.slice(0, -43), 'base64url').toString('utf8');
    expect(Object.keys(JSON.parse(payload) as object).sort()).toEqual(['e', 'p', 's']);
    expect(payload).not.toContain(u.id);
  });
});
