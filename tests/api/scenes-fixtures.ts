// Fixtures of the scene/resource api suites: signed-in clients for the demo user and fresh users with a project.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../host/server/auth/passwords.js';
import type { ApiClient, TestApi } from './support/server.js';

/** A signed-in user with a project of their own. */
export interface SceneUser {
  readonly id: string;
  readonly username: string;
  readonly projectUuid: string;
  readonly client: ApiClient;
}

async function clientFor(api: TestApi, username: string, password: string): Promise<ApiClient> {
  return api.login(username, password);
}

/** The demo user with its default project. */
export async function demoUser(api: TestApi): Promise<SceneUser> {
  const demo = api.server.demo;
  if (!demo) throw new Error('no demo account');
  return { id: demo.userId, username: 'demo', projectUuid: demo.projectUuid, client: (await clientFor(api, 'demo', 'Demo@2026!')).withLocale('en') };
}

/** A new user (plan FREE unless given) with one project. */
export async function newSceneUser(api: TestApi, plan = 'FREE'): Promise<SceneUser> {
  const id = randomUUID();
  const username = `scenes_${id.slice(0, 8)}`;
  const password = 'Passw0rd!x';
  const now = api.clock.now();
  await api.server.db.insertInto('users').values({
    id, username, nickname: username, password_hash: await hashPassword(password), email: `${username}@example.com`, phone: '13812345678',
    company: 'T', city: 'T', position: 'T', manager: 0, designer: 1, locked: 0, pros_cons: 1, pvg: null, all_p: null, single_session: 0,
    plan, image_hash: null, login_count: 0, created_at: now, updated_at: now,
  }).execute();
  const projectUuid = randomUUID();
  await api.server.db.insertInto('projects').values({
    uuid: projectUuid, user_id: id, name: 'P', kind: 'project', groups: '[]', des_routes: '[]', info_points: '[]', is_default: 1,
    deleted_at: null, created_at: now, updated_at: now,
  }).execute();
  return { id, username, projectUuid, client: (await clientFor(api, username, password)).withLocale('en') };
}

/** A minimal valid scene document as a content string, with `n` mesh nodes. */
export function sceneContent(n = 1, tag = 'x'): string {
  const nodes: Record<string, unknown> = { scene: { id: 'scene', type: 'Scene', parent: null, name: 'Scene', props: {}, children: [] as string[] } };
  const root = nodes.scene as { children: string[] };
  for (let i = 0; i < n; i++) {
    nodes[`m${i}`] = { id: `m${i}`, type: 'Mesh', parent: 'scene', name: `${tag}${i}`, props: { position: [i, 0, 0] }, children: [] };
    root.children.push(`m${i}`);
  }
  return JSON.stringify({ format: 'scene-document', version: 1, nodes, exposed: [], animations: [], logic: { code: '', xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [] });
}
