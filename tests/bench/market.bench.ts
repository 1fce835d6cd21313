// Market figures (issue 31, docs/market.md): 100,000 open market items (BENCH_MARKET_ITEMS) from 200 owners on SQLite
// and, when DATABASE_URL is set, PostgreSQL. Through the server's own query code (marketPage), each measured BENCH_RUNS
// times (default 200): a filtered, sorted page (category + allowCopy, sorted by likes, page 3), a keyword search (an
// English word and a two-character Chinese word), and beside them a plain primary-key read of one item. Targets: page
// p95 < 50 ms, keyword p95 < 100 ms.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { backends, startTestServer } from '../api/support/server.js';
import { marketPage } from '../../host/server/modules/market/market-list.js';
import { indexSearchText, searchTextOf } from '../../host/server/modules/market/market-search.js';

const ITEMS = Number(process.env.BENCH_MARKET_ITEMS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const OWNERS = 200;
const WORDS = ['factory', 'harbour', 'campus', 'warehouse', 'tower', 'bridge', 'museum', 'station', 'garden', 'mine'];
const CJK = ['工厂', '港口', '园区', '仓库', '大厦', '桥梁', '博物馆', '车站', '花园', '矿山'];

function p95(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 10; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

export default async function marketBench(): Promise<void> {
  for (const backend of backends()) {
    const server = await startTestServer(backend);
    try {
      const db = server.server.db;
      const dialect = server.server.dialect;
      const now = Date.now();
      const owners: { id: string; project: string }[] = [];
      for (let o = 0; o < OWNERS; o++) {
        const id = randomUUID();
        const project = randomUUID();
        await db.insertInto('users').values({
          id, username: `bench_${o}_${id.slice(0, 6)}`, nickname: `Owner ${o}`, password_hash: 'x', email: `b${o}${id.slice(0, 6)}@example.com`, phone: '13812345678',
          company: 'B', city: 'B', position: 'B', manager: 0, designer: 1, locked: 0, pros_cons: 1, pvg: null, all_p: null, single_session: 0,
          plan: 'FREE', image_hash: null, login_count: 0, created_at: now, updated_at: now,
        }).execute();
        await db.insertInto('projects').values({ uuid: project, user_id: id, name: `P${o}`, kind: 'project', groups: '[]', des_routes: '[]', info_points: '[]', is_default: 1, deleted_at: null, created_at: now, updated_at: now }).execute();
        owners.push({ id, project });
      }
      const started = performance.now();
      const batch = 500;
      for (let start = 0; start < ITEMS; start += batch) {
        await db.transaction().execute(async (trx) => {
          const scenes = [];
          const links = [];
          const items = [];
          for (let i = start; i < Math.min(ITEMS, start + batch); i++) {
            const owner = owners[i % OWNERS];
            const scene = randomUUID();
            const link = randomUUID();
            const title = `${WORDS[i % 10]} ${CJK[(i * 7) % 10]} ${i}`;
            scenes.push({ uuid: scene, user_id: owner.id, project_uuid: owner.project, name: title, category: `C${i % 20}`, path: '', preview: null, data: null, import_assets: null,
              logic: null, logic_xml: null, logic_bk: null, logic_xml_bk: null, external_resources: '[]', version: 1, last_modified_by: 'b', last_modified_time: now, created_at: now, deleted_at: null });
            links.push({ uuid: link, short_key: randomUUID().replaceAll('-', '').slice(0, 22), user_id: owner.id, scene_uuid: scene, project_uuid: owner.project, version: 1, title,
              category: `C${i % 20}`, group_name: '', password_hash: null, expires_at: null, visit_limit: null, allow_copy: i % 3 === 0 ? 1 : 0, is_customer: 0, listed: 1, taken_down: 0,
              access_count: (i * 7919) % 10_000, like_count: (i * 104_729) % 1000, favorite_count: i % 97, hide_watermark: 0, loading_page: null, poster_style: 'classic', created_at: now, updated_at: now });
            const text = searchTextOf({ title, sceneName: title, description: `A ${WORDS[(i + 3) % 10]} scene` });
            items.push({ link_uuid: link, scene_uuid: scene, user_id: owner.id, description: '', search_text: text, preview: null, uploaded_at: now - (i % 60) * 86_400_000, synced_at: now });
          }
          await trx.insertInto('scenes').values(scenes).execute();
          await trx.insertInto('publish_links').values(links).execute();
          await trx.insertInto('market_items').values(items).execute();
          for (const item of items) await indexSearchText(trx, dialect, item.link_uuid, item.search_text);
        });
      }
      await sql`analyze`.execute(db);
      console.log(`[${backend}] ${ITEMS} items written in ${((performance.now() - started) / 1000).toFixed(1)} s; load average ${loadavg().map((n) => n.toFixed(2)).join(', ')}`);
      const ctx = { db, dialect, now: Date.now() };
      const one = (await db.selectFrom('market_items').select('link_uuid').limit(1).offset(ITEMS / 2).executeTakeFirstOrThrow()).link_uuid;
      const figures: [string, number[], number | undefined][] = [
        ['primary-key read', await timed(() => db.selectFrom('market_items').selectAll().where('link_uuid', '=', one).executeTakeFirst()), undefined],
        ['filtered sorted page (category, allowCopy, by likes, page 3)', await timed(() => marketPage(ctx, { page: 3, pageSize: 10, sortBy: 'likes', category: 'C4', allowCopy: true })), 50],
        ['page of all, by visits, page 1', await timed(() => marketPage(ctx, { page: 1, pageSize: 10, sortBy: 'accessCount' })), 50],
        ['keyword "harbour"', await timed(() => marketPage(ctx, { page: 1, pageSize: 10, sortBy: 'accessCount', keyWord: 'harbour' })), 100],
        ['keyword "港口" (two CJK characters)', await timed(() => marketPage(ctx, { page: 1, pageSize: 10, sortBy: 'accessCount', keyWord: '港口' })), 100],
        ['keyword "博物馆 garden"', await timed(() => marketPage(ctx, { page: 1, pageSize: 10, sortBy: 'accessCount', keyWord: '博物馆 garden' })), 100],
      ];
      for (const [name, times, target] of figures) {
        const p = p95(times);
        console.log(`[${backend}] ${name}: p95 ${p.toFixed(2)} ms${target === undefined ? '' : ` (target < ${target} ms: ${p < target ? 'met' : 'MISSED'})`}`);
      }
      console.log(`[${backend}] load average after: ${loadavg().map((n) => n.toFixed(2)).join(', ')}`);
    } finally {
      await server.stop();
    }
  }
}
