// A publish link's viewer page may reach the data origins its published version's Scene root allows, as a ticket's
// preview page does (docs/publishing.md): the published version's, not the latest save's; none while the link is taken
// down; none for an unknown key.
import { expect, it } from 'vitest';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';
import type { PublishLinkVo } from '../../sdk/contract/publish-link.js';
import { describeBackends, ok, type TestApi } from './support/server.js';
import { newSceneUser, sceneContent } from './scenes-fixtures.js';

const LINK = '/repo/kf-publish-link';

/** A scene document whose Scene root allows `origins` (one per line, as the inspector keeps them). */
function contentAllowing(origins: string): string {
  const doc = JSON.parse(sceneContent()) as { nodes: { scene: { props: Record<string, unknown> } } };
  doc.nodes.scene.props.allowedOrigins = origins;
  return JSON.stringify(doc);
}

async function connectSources(api: TestApi, path: string): Promise<string> {
  const page = await api.anon.raw('GET', path);
  const csp = page.headers.get('content-security-policy') ?? '';
  return /connect-src ([^;]*)/.exec(csp)?.[1] ?? '';
}

describeBackends('the viewer page policy of a publish link', (api) => {
  it('lets the page reach the published version\'s allowed data origins, on every viewer address, until a sync changes them', async () => {
    const u = await newSceneUser(api);
    const scene = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', {
      uuid: null, projectUuid: u.projectUuid, name: 'Fed', content: contentAllowing('https://feed.example.com\nnot an origin\njavascript:alert(1)'),
    }));
    const link = ok(await u.client.repo<PublishLinkVo>('POST', `${LINK}/upsert`, { sceneUuid: scene.uuid }));
    for (const path of [`/preview/${link.shortKey}`, `/presenter/${link.shortKey}`, `/productExhibition/presenter/${link.shortKey}`]) {
      const sources = await connectSources(api, path);
      expect(sources, path).toContain('https://feed.example.com');
      expect(sources, path).not.toMatch(/javascript|not an origin/);
    }
    // A later save does not reach the link until it is synced.
    ok(await u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: scene.uuid, projectUuid: u.projectUuid, name: 'Fed', content: contentAllowing('https://other.example.org'), version: scene.version }));
    expect(await connectSources(api, `/preview/${link.shortKey}`)).toContain('https://feed.example.com');
    ok(await u.client.repo('POST', '/repo/kf-scene/pub-scene', { sceneUuid: scene.uuid, linkUuid: link.linkUuid }));
    const synced = await connectSources(api, `/preview/${link.shortKey}`);
    expect(synced).toContain('https://other.example.org');
    expect(synced).not.toContain('feed.example.com');
    // Taken down: the page shows its message and may reach nothing outside.
    ok(await u.client.repo('POST', `${LINK}/take-down`, { linkUuid: link.linkUuid }));
    expect(await connectSources(api, `/preview/${link.shortKey}`)).not.toContain('example');
    // An unknown key of the right shape.
    expect(await connectSources(api, `/preview/${'A'.repeat(link.shortKey.length)}`)).not.toContain('example');
  });
});
