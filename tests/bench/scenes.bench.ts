// Scene server figures: loadScene of a 10,000-node document (requests/s), findAll over a project with 1,000 scenes
// (requests/s), saveScene of the 10,000-node document (median latency). SQLite always; PostgreSQL when DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { backends, startTestServer, type Backend } from '../api/support/server.js';
import { ApiClient } from '../api/support/api-client.js';
import { createSession } from '../../host/server/auth/sessions.js';
import { insertScene } from '../../host/server/modules/scenes/scene-store.js';

function bigDocument(n: number): string {
  const nodes: Record<string, unknown> = {};
  const children: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = `n${i}`;
    children.push(id);
    nodes[id] = { id, type: i % 10 === 0 ? 'TransformNode' : 'Mesh', parent: 'scene', name: `Node ${i}`, props: { position: [i % 100, 0, Math.floor(i / 100)], rotation: [0, 0, 0], scaling: [1, 1, 1], visible: true }, children: [] };
  }
  nodes.scene = { id: 'scene', type: 'Scene', parent: null, name: 'Scene', props: {}, children };
  return JSON.stringify({ format: 'scene-document', version: 1, nodes, exposed: [], animations: [], logic: { code: '', xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [] });
}

async function rate(label: string, seconds: number, concurrency: number, call: () => Promise<unknown>): Promise<void> {
  const end = performance.now() + seconds * 1000;
  let count = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) {
      await call();
      count++;
    }
  }));
  console.log(`  ${label}: ${(count / seconds).toFixed(1)} requests/s (${concurrency} concurrent, ${seconds}s)`);
}

async function benchBackend(backend: Backend): Promise<void> {
  const test = await startTestServer(backend);
  try {
    const { db, demo, config } = test.server;
    if (!demo) throw new Error('no demo account');
    const user = await db.selectFrom('users').selectAll().where('id', '=', demo.userId).executeTakeFirstOrThrow();
    const client = new ApiClient(test.url, await createSession(db, test.clock, config, user, '127.0.0.1'));
    const content = bigDocument(10_000);
    console.log(`scenes [${backend}] — document of 10,000 nodes = ${(content.length / 1024 / 1024).toFixed(2)} MB`);
    const first = await client.repo<{ uuid: string }>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: demo.projectUuid, name: 'Big', content });
    const uuid = first.data.uuid;
    await rate('loadScene (10,000 nodes)', 5, 4, async () => {
      const r = await client.repo('GET', `/repo/kf-scene/loadScene/${uuid}`);
      if (r.code !== 0) throw new Error(r.msg);
    });
    const project = randomUUID();
    await db.insertInto('projects').values({ uuid: project, user_id: demo.userId, name: 'Many', kind: 'project', groups: '[]', des_routes: '[]', info_points: '[]', is_default: 0, deleted_at: null, created_at: 0, updated_at: 0 }).execute();
    const small = bigDocument(5);
    for (let i = 0; i < 1000; i++) {
      await insertScene(db, { userId: demo.userId, username: 'demo', projectUuid: project, now: test.clock.now() + i, record: {
        name: `Scene ${i}`, category: i % 2 ? 'A' : 'B', path: '', preview: null, data: null, content: small, importAssets: null,
        logic: null, logicXml: null, logicBk: null, logicXmlBk: null, externalResources: [],
      } });
    }
    await rate('findAll (1,000 scenes)', 5, 4, async () => {
      const r = await client.repo<unknown[]>('GET', `/repo/kf-scene/findAll/${project}`);
      if (r.data.length !== 1000) throw new Error('findAll');
    });
    const times: number[] = [];
    let version = 1;
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      const r = await client.repo<{ version: number }>('POST', '/repo/kf-scene/saveScene', { uuid, projectUuid: demo.projectUuid, name: 'Big', content, version });
      times.push(performance.now() - t0);
      version = r.data.version;
    }
    times.sort((a, b) => a - b);
    console.log(`  saveScene (10,000 nodes): median ${times[10].toFixed(1)} ms, p90 ${times[18].toFixed(1)} ms over 20 saves`);
  } finally {
    await test.stop();
  }
}

/** Prints the scene server figures for each backend. */
export default async function scenesBench(): Promise<void> {
  for (const backend of backends()) await benchBackend(backend);
}

if (process.argv[1]?.endsWith('scenes.bench.ts')) await scenesBench();
