// Issue 28, finding 3: megabytes of JSON parked in rows stalled every other request when listed. Stored JSON is
// bounded in the contract, heavy lists can be paged, and a large list reply is written item by item, as a stream.
import { expect, it } from 'vitest';
import { describeBackends, ok } from './support/server.js';
import { newSceneUser } from './scenes-fixtures.js';
import { WireLimits } from '../../sdk/contract/limits.js';
import type { ResourceVo } from '../../sdk/contract/resource.js';

describeBackends('heavy records', (api) => {
  it('refuses stored JSON over the limit with a 400 naming the field, and stores it up to the limit', async () => {
    const u = await newSceneUser(api);
    const over = 'x'.repeat(WireLimits.storedJsonBytes); // with its quotes, 2 bytes over
    for (const [path, body] of [
      ['/repo/kf-material/update-pro-info', { projectId: u.projectUuid, name: 'M', data: { type: 'pbr', blob: over } }],
      ['/repo/kf-info-point/update-pro-info', { projectId: u.projectUuid, name: 'I', data: over }],
      ['/repo/kf-project/updateProject', { uuid: u.projectUuid, groups: [over] }],
      ['/repo/kf-project/createProject', { name: 'P2', desRoutes: [{ route: over }] }],
    ] as const) {
      const reply = await u.client.repo('POST', path, body);
      expect([reply.status, reply.code], path).toEqual([400, 405]);
      expect(Object.keys((reply.body as { errors?: Record<string, string> }).errors ?? {}).join(), path).toMatch(/data|groups|desRoutes/);
    }
    const fits = 'y'.repeat(WireLimits.storedJsonBytes - 2);
    const row = ok(await u.client.repo<ResourceVo>('POST', '/repo/kf-material/update-pro-info', { projectId: u.projectUuid, name: 'Fits', data: fits }));
    expect(row.data).toBe(fits);
    expect(await api.server.db.selectFrom('resources').select('uuid').where('user_id', '=', u.id).where('type_id', '=', 'material').execute()).toHaveLength(1);
  });

  it('pages a heavy list and streams a large list reply that reads back equal', async () => {
    const u = await newSceneUser(api);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const data = { type: 'pbr', props: { note: `${i}`.repeat(300_000) } };
      made.push(ok(await u.client.repo<ResourceVo>('POST', '/repo/kf-material/update-pro-info', { projectId: u.projectUuid, name: `M${i}`, data })).uuid);
    }
    const page = ok(await u.client.repo<ResourceVo[]>('GET', '/repo/kf-material/find-pro-material', undefined, { projectId: u.projectUuid, pageNo: 2, pageSize: 2 }));
    expect(page.map((r) => r.uuid)).toEqual(made.slice(2, 4));
    expect((await u.client.repo('GET', '/repo/kf-material/find-pro-material', undefined, { projectId: u.projectUuid, pageSize: WireLimits.heavyPageSize + 1 })).status).toBe(400);

    const response = await fetch(`${api.server.url}/cloud/api/repo/kf-material/find-pro-material?projectId=${u.projectUuid}`, { headers: { Authentication: u.client.token! } });
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-length')).toBeNull(); // streamed, not one 1.5 MB string
    const all = (await response.json()) as { code: number; data: ResourceVo[] };
    expect(all.code).toBe(0);
    expect(all.data.map((r) => r.uuid)).toEqual(made);
    expect((all.data[3].data as { props: { note: string } }).props.note).toBe('3'.repeat(300_000));
    // A small list still goes out in one piece.
    const small = await fetch(`${api.server.url}/cloud/api/repo/kf-part/find-pro-part?projectId=${u.projectUuid}`, { headers: { Authentication: u.client.token! } });
    expect(Number(small.headers.get('content-length'))).toBeGreaterThan(0);
  });
});
