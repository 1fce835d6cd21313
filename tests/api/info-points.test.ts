// Issue 29: info points on the server. Project info-point sets (kf-info-point), built-in points by category, and the
// import of a CSV or JSON file: every bad line refused by its number with a reason, nothing half-imported.
import { expect, it } from 'vitest';
import fc from 'fast-check';
import { describeBackends, ok, type Reply } from './support/server.js';
import { newSceneUser, type SceneUser } from './scenes-fixtures.js';
import type { BuiltinInfoPoint, ProjectInfoPoints } from '../../sdk/contract/resource.js';
import { InfoPointListWire, type InfoPointImportRefused, type InfoPointWire } from '../../sdk/contract/info-point-list.js';
import type { TestApi } from './support/server.js';
import { jsonWorkerStats } from '../../host/server/workers/json-workers.js';

const point = (id: string, name: string, x = 0): InfoPointWire => ({ id, name, category: 'plant', type: 'sensor', status: 'normal', position: [x, 1, 2], visible: true });

function importFile(u: SceneUser, name: string, text: string | Uint8Array, fields: Record<string, string> = {}): Promise<Reply<ProjectInfoPoints>> {
  return u.client.upload<ProjectInfoPoints>('/repo/kf-resource/import-info-point', { project: u.projectUuid, ...fields }, [{ field: 'file', name, data: text }]);
}

async function infoPointRows(api: TestApi, u: SceneUser): Promise<number> {
  return (await api.server.db.selectFrom('resources').select('uuid').where('user_id', '=', u.id).where('type_id', '=', 'info-point').execute()).length;
}

describeBackends('info points', (api) => {
  it('keeps info-point sets of a project: create, update, find, copy (unique name), delete', async () => {
    const u = await newSceneUser(api);
    const made = ok(await u.client.repo<ProjectInfoPoints>('POST', '/repo/kf-info-point/update-pro-info', { projectId: u.projectUuid, name: 'Hall', data: [point('a', 'Pump'), point('b', 'Valve', 3)] }));
    expect(made.data.map((p) => p.name)).toEqual(['Pump', 'Valve']);
    expect(made.typeId).toBe('info-point');
    const changed = ok(await u.client.repo<ProjectInfoPoints>('POST', '/repo/kf-info-point/update-pro-info', { uuid: made.uuid, projectId: u.projectUuid, name: 'Hall A', data: [point('a', 'Pump', 9)] }));
    expect([changed.uuid, changed.name, changed.data[0].position]).toEqual([made.uuid, 'Hall A', [9, 1, 2]]);
    const copied = ok(await u.client.repo<ProjectInfoPoints>('POST', '/repo/kf-info-point/copy-info-point', { uuid: made.uuid }));
    expect(copied.name).toBe('Hall A.1');
    expect(copied.data).toEqual(changed.data);
    const listed = ok(await u.client.repo<ProjectInfoPoints[]>('GET', '/repo/kf-info-point/find-pro-info-point', undefined, { projectId: u.projectUuid }));
    expect(listed.map((r) => r.name)).toEqual(['Hall A', 'Hall A.1']);
    ok(await u.client.repo('DELETE', `/repo/kf-info-point/delete-info-point/${copied.uuid}`));
    expect(ok(await u.client.repo<ProjectInfoPoints[]>('GET', '/repo/kf-info-point/find-pro-info-point', undefined, { projectId: u.projectUuid }))).toHaveLength(1);
    // Another kind's resource is not an info-point set.
    const material = ok(await u.client.repo<{ uuid: string }>('POST', '/repo/kf-material/update-pro-info', { projectId: u.projectUuid, name: 'M', data: { type: 'pbr', props: {} } }));
    expect((await u.client.repo('POST', '/repo/kf-info-point/copy-info-point', { uuid: material.uuid })).status).toBe(404);
    expect((await u.client.repo('DELETE', `/repo/kf-info-point/delete-info-point/${material.uuid}`)).status).toBe(404);
  });

  it('refuses a set that is not a list of points: repeated names or ids, bad fields, in the caller\'s language', async () => {
    const u = await newSceneUser(api);
    const before = await infoPointRows(api, u);
    const twice = await u.client.withLocale('en').repo('POST', '/repo/kf-info-point/update-pro-info', { projectId: u.projectUuid, name: 'S', data: [point('a', 'Pump'), point('b', 'Pump')] });
    expect([twice.status, twice.code]).toEqual([400, 405]);
    expect(twice.msg).toMatch(/same Name; names and ids must be unique/);
    const zh = await u.client.withLocale('zh-CN').repo('POST', '/repo/kf-info-point/update-pro-info', { projectId: u.projectUuid, name: 'S', data: [point('a', 'Pump'), point('a', 'Valve')] });
    expect(zh.msg).toMatch(/名称和 ID 必须唯一/);
    for (const data of [{ color: [1, 0, 0] }, [{ ...point('a', 'P'), extra: 1 }], [{ ...point('a', 'P'), position: [0, 0] }], [{ ...point('a', '') }], [{ ...point('a', 'P'), status: 's'.repeat(65) }]]) {
      const reply = await u.client.repo('POST', '/repo/kf-info-point/update-pro-info', { projectId: u.projectUuid, name: 'S', data });
      expect([reply.status, reply.code], JSON.stringify(data).slice(0, 80)).toEqual([400, 405]);
    }
    expect(await infoPointRows(api, u)).toBe(before);
  });

  it('gives built-in info points by category as points to add', async () => {
    const u = await newSceneUser(api);
    const alert = ok(await u.client.repo<BuiltinInfoPoint[]>('GET', '/repo/kf-resource/info-points-by-category/alert/0'));
    expect(alert.length).toBeGreaterThan(1);
    for (const b of alert) {
      expect(b.category).toBe('alert');
      expect(b.point.category).toBe('alert');
      expect(InfoPointListWire.safeParse([b.point]).success).toBe(true);
    }
    expect(alert.map((b) => b.point.status)).toContain('warning');
    expect(ok(await u.client.repo<BuiltinInfoPoint[]>('GET', '/repo/kf-resource/info-points-by-category/alert/1'))).toHaveLength(1);
    const all = ok(await u.client.repo<BuiltinInfoPoint[]>('GET', '/repo/kf-resource/info-points-by-category/all/0'));
    expect(new Set(all.map((b) => b.point.id)).size).toBe(all.length);
  });

  it('imports a CSV of points as a project info-point set', async () => {
    const u = await newSceneUser(api);
    const csv = 'name,category,type,status,x,y,z,visible\r\nPump 1,water,pump,online,1,2,3,true\r\n"Valve, north",water,valve,fault,-4.5,0,1e2,\r\n"Say ""hi""",,,,0,0,0,no\r\n';
    const set = ok(await importFile(u, 'Hall points.csv', csv));
    expect(set.name).toBe('Hall points');
    expect(set.data).toEqual([
      { id: 'p2', name: 'Pump 1', category: 'water', type: 'pump', status: 'online', position: [1, 2, 3], visible: true },
      { id: 'p3', name: 'Valve, north', category: 'water', type: 'valve', status: 'fault', position: [-4.5, 0, 100], visible: true },
      { id: 'p4', name: 'Say "hi"', category: '', type: '', status: '', position: [0, 0, 0], visible: false },
    ]);
    const again = ok(await importFile(u, 'points.csv', csv, { filename: 'Hall points' }));
    expect(again.name).toBe('Hall points.1');
    const listed = ok(await u.client.repo<ProjectInfoPoints[]>('GET', '/repo/kf-info-point/find-pro-info-point', undefined, { projectId: u.projectUuid }));
    expect(listed.map((r) => [r.name, r.data.length])).toEqual([['Hall points', 3], ['Hall points.1', 3]]);
  });

  it('imports a JSON array of points, keeping their ids', async () => {
    const u = await newSceneUser(api);
    const json = JSON.stringify([point('s1', 'Sensor'), { name: 'Door', x: 1, y: 2, z: 3 }], null, 2);
    const set = ok(await importFile(u, 'doors.JSON', json));
    expect(set.data.map((p) => [p.id, p.name, p.position])).toEqual([['s1', 'Sensor', [0, 1, 2]], ['p15', 'Door', [1, 2, 3]]]);
  });

  it('refuses every bad line by its number with a reason, in the caller\'s language, and stores nothing', async () => {
    const u = await newSceneUser(api);
    const before = await infoPointRows(api, u);
    const csv = ['name,x,y,z,status', 'Pump,1,2,3,online', ',1,2,3,', 'Valve,one,2,3,', 'Pump,4,5,6,', 'Gate,1,2', 'Fine,0,0,0,normal'].join('\n');
    const en = await u.client.withLocale('en').upload<InfoPointImportRefused>('/repo/kf-resource/import-info-point', { project: u.projectUuid }, [{ field: 'file', name: 'p.csv', data: csv }]);
    expect([en.status, en.code]).toEqual([400, 405]);
    expect(en.msg).toBe('Nothing was imported: 4 line(s) of the file are refused.');
    expect(en.data).toEqual({
      total: 4,
      refusals: [
        { line: 3, message: 'Line 3: the name is empty.' },
        { line: 4, message: 'Line 4: x is not a number ("one").' },
        { line: 6, message: 'Line 6: 3 fields where the header has 5.' },
        { line: 5, message: 'Line 5: the name "Pump" is already on line 2.' },
      ].sort((a, b) => a.line - b.line),
    });
    const zh = await u.client.withLocale('zh-CN').upload<InfoPointImportRefused>('/repo/kf-resource/import-info-point', { project: u.projectUuid }, [{ field: 'file', name: 'p.csv', data: csv }]);
    expect(zh.data.refusals[0].message).toBe('第 3 行：名称为空。');
    const json = await u.client.withLocale('en').upload<InfoPointImportRefused>('/repo/kf-resource/import-info-point', { project: u.projectUuid }, [{ field: 'file', name: 'p.json', data: '[\n  {"name": "A", "position": [0, 0, 0]},\n  {"name": "B", "position": [0, 0]},\n  {"name": "C", "x": 1, "y": 2, "z": 3, "colour": "red"}\n]' }]);
    expect(json.data.refusals).toEqual([
      { line: 3, message: 'Line 3: position must be [x, y, z] of three numbers.' },
      { line: 4, message: 'Line 4: unknown field "colour".' },
    ]);
    const broken = await u.client.withLocale('en').upload<InfoPointImportRefused>('/repo/kf-resource/import-info-point', { project: u.projectUuid }, [{ field: 'file', name: 'p.json', data: '[\n{"name": "A", "x": 1, "y": 2, "z": 3},\n{"name": "B" "x": 1}\n]' }]);
    expect(broken.data.refusals).toEqual([{ line: 3, message: 'Line 3: the file is not valid JSON here.' }]);
    const type = await u.client.withLocale('en').upload<InfoPointImportRefused>('/repo/kf-resource/import-info-point', { project: u.projectUuid }, [{ field: 'file', name: 'p.png', data: 'x' }]);
    expect(type.data.refusals[0].message).toBe('The file must be .csv or .json (got .png).');
    expect(await infoPointRows(api, u)).toBe(before);
  });

  it('takes 10,000 rows and refuses the 10,001st line, storing nothing', async () => {
    const u = await newSceneUser(api);
    const rows = (n: number) => ['name,x,y,z', ...Array.from({ length: n }, (_, i) => `Point ${i},${i},0,${-i}`)].join('\n');
    const tasks = jsonWorkerStats.tasks;
    const full = ok(await importFile(u, 'full.csv', rows(10_000)));
    expect(jsonWorkerStats.tasks, 'the file is read by a JSON worker, off the event loop').toBe(tasks + 1);
    expect(full.data).toHaveLength(10_000);
    expect(full.data[9_999]).toMatchObject({ id: 'p10001', name: 'Point 9999', position: [9999, 0, -9999] });
    const before = await infoPointRows(api, u);
    const over = await u.client.withLocale('en').upload<InfoPointImportRefused>('/repo/kf-resource/import-info-point', { project: u.projectUuid }, [{ field: 'file', name: 'over.csv', data: rows(10_001) }]);
    expect([over.status, over.data.refusals]).toEqual([400, [{ line: 10_002, message: 'Line 10002: a file holds at most 10000 info points.' }]]);
    expect(await infoPointRows(api, u)).toBe(before);
  });

  it('refuses an import over the storage quota, storing nothing', async () => {
    const u = await newSceneUser(api);
    await api.server.db.updateTable('users').set((eb) => ({ used_bytes: eb('used_bytes', '+', 100 * 1024 * 1024 - 1000) })).where('id', '=', u.id).execute();
    const before = await infoPointRows(api, u);
    const csv = ['name,x,y,z', ...Array.from({ length: 100 }, (_, i) => `Point number ${i},${i},0,0`)].join('\n');
    const reply = await importFile(u, 'big.csv', csv);
    expect(reply.status).toBe(413);
    expect(await infoPointRows(api, u)).toBe(before);
  });

  it('answers generated bad files and fields with a 4xx and stores nothing (never a 500)', async () => {
    const u = await newSceneUser(api);
    const before = await infoPointRows(api, u);
    const cell = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('"', '""', '"a', 'a"b', ',', '\n', '\r', 'NaN', 'Infinity', '1e999', '-', '\u0000', 'x'.repeat(70)));
    const badCsv = fc.tuple(
      fc.constantFrom('name,x,y,z', 'name,x,y', 'Name, X ,y,z,visible,id', 'name,x,y,z,colour', 'name,name,x,y,z', ''),
      fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
    ).map(([header, rows]) => `${header}\n${rows.map((r) => r.join(',')).join('\n')}\n,,,\nDup,1,2,3\nDup,1,2,3`);
    const badJson = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc.array(fc.record({ name: fc.oneof(fc.string({ maxLength: 70 }), fc.integer()), position: fc.oneof(fc.array(fc.double(), { maxLength: 4 }), fc.string()) }, { requiredKeys: [] }), { maxLength: 5 })
        .map((a) => JSON.stringify([...a, { name: 'X', position: [0, 0] }])),
      fc.string({ maxLength: 40 }).map((s) => `[${s}`),
    );
    const bytes = fc.uint8Array({ maxLength: 64 }).map((b) => new Uint8Array([0xff, ...b]));
    const samples = fc.sample(fc.oneof(
      badCsv.map((text) => ({ name: 'f.csv', data: text as string | Uint8Array })),
      badJson.map((text) => ({ name: 'f.json', data: text as string | Uint8Array })),
      bytes.map((data) => ({ name: fc.sample(fc.constantFrom('f.csv', 'f.json', 'f', 'f.txt', '.csv'), 1)[0], data: data as string | Uint8Array })),
    ), { numRuns: 60, seed: 29 });
    for (const file of samples) {
      const reply = await importFile(u, file.name, file.data);
      expect(reply.status, `${file.name}: ${String(file.data).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      if (reply.status === 400 && reply.msg?.includes('line')) expect((reply.data as unknown as InfoPointImportRefused).refusals.length).toBeGreaterThan(0);
    }
    const fields = fc.sample(fc.record({ project: fc.oneof(fc.string({ maxLength: 140 }), fc.constant(u.projectUuid)), filename: fc.string({ maxLength: 3000 }) }), { numRuns: 20, seed: 30 });
    for (const f of fields) {
      const reply = await u.client.upload('/repo/kf-resource/import-info-point', f, [{ field: 'file', name: 'f.csv', data: 'name,x,y,z\n,1,2,3' }]);
      expect(reply.status, JSON.stringify(f).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
    const sets = fc.sample(fc.array(fc.record({ id: fc.string({ maxLength: 70 }), name: fc.string({ maxLength: 70 }), position: fc.array(fc.double(), { maxLength: 4 }), visible: fc.anything() }), { minLength: 1, maxLength: 4 }), { numRuns: 30, seed: 31 });
    for (const data of sets) {
      const reply = await u.client.repo('POST', '/repo/kf-info-point/update-pro-info', { projectId: u.projectUuid, name: 'G', data });
      expect(reply.status, JSON.stringify(data).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
    expect(await infoPointRows(api, u)).toBe(before);
  });
});
