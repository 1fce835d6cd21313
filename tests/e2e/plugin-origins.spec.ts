import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from './support/accounts.js';
import { waitForViewport } from './support/designer.js';
import { runFromPalette } from './support/platform-helpers.js';
import { signIn } from './support/session.js';

// Plugins from another origin (issue 24): the designer's policy imports scripts from its own origin and the
// operator's PLUGIN_ORIGINS only. The e2e servers list http://127.0.0.1:<port + 77> (playwright.config.ts); this spec
// serves a plugin there from a second HTTP server (with CORS, as a plugin host must) and asks for one on a port no
// setting lists.

const FIXTURE = readFileSync(join(process.cwd(), 'tests/fixtures/trust-plugins/token-reader.js'), 'utf8');

/** A second web server on `port`: serves the fixture plugin at any path, with CORS. */
function pluginServer(port: number): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    response.end(FIXTURE);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

async function addFromManager(page: Page, url: string): Promise<void> {
  await runFromPalette(page, 'open plugin manager');
  const manager = page.getByTestId('plugin-manager');
  await manager.getByTestId('plugin-manager-url').fill(url);
  await manager.getByTestId('plugin-manager-add').click();
}

test('a plugin from an origin the policy does not allow is refused with a message naming PLUGIN_ORIGINS; one from an allowed origin loads', async ({ page, request, baseURL }) => {
  test.setTimeout(300_000);
  const port = Number(new URL(baseURL!).port);
  const allowedOrigin = `http://127.0.0.1:${port + 77}`;
  const otherOrigin = `http://127.0.0.1:${port + 78}`;
  const allowedServer = await pluginServer(port + 77);
  const otherServer = await pluginServer(port + 78); // it would serve the plugin: only the policy stands in the way
  try {
    const user = await registerThroughApi(request, 'origins');
    const session = await signIn(page, user, { locale: 'en' });
    const headers = { Authentication: session.token };
    const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
    const templates = (await (await page.request.get('/cloud/api/repo/kf-scene/findAllTemplates', { headers })).json()).data as { uuid: string }[];
    const scene = (await (await page.request.post(`/cloud/api/repo/kf-scene/createScene?projectId=${project.uuid}&templateId=${templates[0].uuid}&name=Origins&category=Test`, { headers, data: {} })).json()).data as { uuid: string };
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    await page.goto(`/artistDesigner/${project.uuid}/${scene.uuid}/1`);
    await waitForViewport(page);

    await addFromManager(page, `${otherOrigin}/token-reader.js`);
    const refusal = page.getByTestId('notification').filter({ hasText: `The plugin at ${otherOrigin}/token-reader.js was not loaded` });
    await expect(refusal).toContainText(`it is on ${otherOrigin}`);
    await expect(refusal).toContainText(`the origins the operator lists in the server setting PLUGIN_ORIGINS (${allowedOrigin})`);
    await expect(refusal).toContainText(`Ask the operator to add ${otherOrigin} to PLUGIN_ORIGINS`);
    await expect(refusal).not.toContainText('Failed to fetch');
    await page.screenshot({ path: '/tmp/plugin-origin-refused.png' });
    expect(asked.filter((u) => u.startsWith(otherOrigin))).toEqual([]); // refused before the import
    await expect(page.getByTestId('dialog')).toHaveCount(0);

    await addFromManager(page, `${allowedOrigin}/token-reader.js`);
    await page.getByTestId('dialog').filter({ hasText: `${allowedOrigin}/token-reader.js` }).getByTestId('dialog-confirm').click();
    const row = page.getByTestId('plugin-manager').locator('[data-testid="plugin-row"][data-plugin-id="test.token-reader"]');
    await expect(row).toHaveAttribute('data-state', 'active');
  } finally {
    allowedServer.close();
    otherServer.close();
  }
});
