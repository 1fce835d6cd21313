// A hostile scene for the player's attack tests: saved in the demo project, opened through a preview link.
import { expect, type Page } from '@playwright/test';

export interface Saved { readonly projectUuid: string; readonly sceneUuid: string; readonly ticket: string }

/** Save a small scene with `logic` (and `allowedOrigins`) in the demo project and get a preview ticket. */
export async function saveScene(page: Page, token: string, logic: string, sceneProps: Record<string, unknown> = {}): Promise<Saved> {
  const headers = { Authentication: token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const content = JSON.stringify({
    format: 'scene-document', version: 1,
    nodes: {
      scene: { id: 'scene', type: 'Scene', parent: null, name: 'Scene', props: sceneProps, children: ['box'] },
      box: { id: 'box', type: 'Mesh', parent: 'scene', name: 'Box', props: {}, children: [] },
    },
    exposed: [], animations: [], logic: { code: logic, xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [],
  });
  const saved = await page.request.post('/cloud/api/repo/kf-scene/saveScene', { headers, data: { uuid: null, projectUuid: project.uuid, name: `Hostile ${Date.now()}`, content, logic } });
  const sceneUuid = ((await saved.json()).data as { uuid: string }).uuid;
  const granted = await page.request.post('/cloud/api/repo/kf-scene/preview-ticket', { headers, data: { sceneUuid } });
  return { projectUuid: project.uuid, sceneUuid, ticket: ((await granted.json()).data as { ticket: string }).ticket };
}

export async function openPlayer(page: Page, saved: Saved): Promise<ReturnType<Page['getByTestId']>> {
  await page.goto(`/preview/${saved.projectUuid}/${saved.sceneUuid}/console/${saved.ticket}`);
  const console = page.getByTestId('player-console');
  await expect(console).toBeVisible({ timeout: 60_000 });
  return console;
}

/** The page answers: a round trip through its event loop. */
export async function pageAnswers(page: Page): Promise<void> {
  expect(await page.evaluate(() => new Promise<number>((resolve) => setTimeout(() => resolve(42), 0)))).toBe(42);
}
