import type { Page } from '@playwright/test';
import { waitForViewport } from './designer.js';
import { signIn } from './session.js';

/** A scene opened in the designer: its uuid, its project and the session's token. */
export interface SceneCopy {
  readonly token: string;
  readonly sceneUuid: string;
  readonly projectUuid: string;
}

/**
 * Sign in as the demo user (English), save a copy of the demo project's 'Demo scene' (its content changed by `edit`)
 * and open the copy in the designer, so a test's edits never reach the scene other specs open.
 */
export async function openDemoSceneCopy(page: Page, edit: (content: Record<string, unknown>) => Record<string, unknown> = (c) => c): Promise<SceneCopy> {
  const session = await signIn(page, undefined, { locale: 'en' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const scenes = (await (await page.request.get(`/cloud/api/repo/kf-scene/findAll/${project.uuid}`, { headers })).json()).data as { uuid: string; name: string }[];
  const demo = scenes.find((s) => s.name === 'Demo scene')!;
  const loaded = ((await (await page.request.get(`/cloud/api/repo/kf-scene/loadScene/${demo.uuid}`, { headers })).json()).data as { content: string }).content;
  const content = JSON.stringify(edit(JSON.parse(loaded) as Record<string, unknown>));
  const saved = await page.request.post('/cloud/api/repo/kf-scene/saveScene', {
    headers, data: { uuid: null, projectUuid: project.uuid, name: `Copy ${Date.now()}`, content },
  });
  const sceneUuid = ((await saved.json()).data as { uuid: string }).uuid;
  await page.goto(`/artistDesigner/${project.uuid}/${sceneUuid}/1`);
  await waitForViewport(page);
  return { token: session.token, sceneUuid, projectUuid: project.uuid };
}
