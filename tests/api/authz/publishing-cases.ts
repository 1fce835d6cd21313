import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ok } from '../support/server.js';
import type { AuthzGroup } from './types.js';

const content = JSON.stringify({ format: 'scene-document', version: 1, nodes: { scene: { id: 'scene', type: 'Scene', parent: null, name: 'S', props: {}, children: [] } } });
const LINK = '/repo/kf-publish-link';
type Link = { linkUuid: string; title: string; version: number; state: string; hasPassword: boolean; shortKey: string };

/** Publish links: only the owner changes, syncs, takes down, republishes or deletes a link (issue 27). */
export const publishingAuthz: AuthzGroup = {
  name: 'publishing',
  async setup(api, owner) {
    const projectUuid = randomUUID();
    const now = api.clock.now();
    await api.server.db.insertInto('projects').values({ uuid: projectUuid, user_id: owner.id, name: 'Owner publishing', kind: 'project', groups: '[]', des_routes: '[]', info_points: '[]', is_default: 0, deleted_at: null, created_at: now, updated_at: now }).execute();
    const scene = ok(await owner.client.repo<{ uuid: string }>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid, name: 'Owner published', content }));
    const link = ok(await owner.client.repo<Link>('POST', `${LINK}/upsert`, { sceneUuid: scene.uuid, title: 'Owner link' }));
    return { publishSceneUuid: scene.uuid, linkUuid: link.linkUuid };
  },
  cases: {
    'POST /repo/kf-publish-link/upsert': (ids) => ({ method: 'POST', path: `${LINK}/upsert`, body: { linkUuid: ids.linkUuid, title: 'Hijacked', password: 'mine now' } }),
    'POST /repo/kf-scene/pub-scene': (ids) => ({ method: 'POST', path: '/repo/kf-scene/pub-scene', body: { sceneUuid: ids.publishSceneUuid } }),
    'POST /repo/kf-publish-link/take-down': (ids) => ({ method: 'POST', path: `${LINK}/take-down`, body: { linkUuid: ids.linkUuid } }),
    'POST /repo/kf-publish-link/republish': (ids) => ({ method: 'POST', path: `${LINK}/republish`, body: { linkUuid: ids.linkUuid, sync: true } }),
    'DELETE /repo/kf-publish-link/:linkUuid': (ids) => ({ method: 'DELETE', path: `${LINK}/${ids.linkUuid}` }),
    // Reads only, but the code carries the short key, which opens a link that may be unlisted.
    'POST /repo/kf-publish-link/qr-code': (ids) => ({ method: 'POST', path: `${LINK}/qr-code`, body: { linkUuid: ids.linkUuid } }),
  },
  exempt: {
    'GET /repo/kf-publish-link/like': 'any signed-in user may like a published link: it adds the caller\'s own reaction only (one per user, tests/api/publishing.test.ts)',
    'GET /repo/kf-publish-link/unlike': 'takes back the caller\'s own like only',
    'GET /repo/kf-publish-link/favorite': 'sets or clears the caller\'s own favourite only',
    'GET /repo/kf-publish-link/count': 'public counts of a published link (anyone may read them; a closed link is the owner\'s only)',
    'GET /repo/kf-publish-link/artist-links': 'lists the caller\'s own links only; takes no id',
  },
  async verify(_api, owner, ids) {
    const rows = ok(await owner.client.repo<{ rows: Link[] }>('GET', `${LINK}/artist-links`, undefined, { pageSize: 100 })).rows;
    // The market group's link (market-cases.ts) is the owner's too; its own verify checks it.
    expect(rows.filter((r) => r.linkUuid !== ids.marketId).map((r) => [r.linkUuid, r.title, r.version, r.state, r.hasPassword])).toEqual([[ids.linkUuid, 'Owner link', 1, 'published', false]]);
  },
};
