import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openDemoScene } from './support/designer.js';
import { runFromPalette } from './support/platform-helpers.js';

// A plugin hosted beside the web app (served by the real server, not intercepted), whose entry imports a relative
// helper. Reload must run the new code of the whole module graph, not the browser's cached helper.
const WEB_ROOT = join(process.cwd(), process.env.E2E_WEB_ROOT ?? 'dist/web');
const FOLDER = join(WEB_ROOT, 'e2e-fresh-plugin');

const ENTRY = `import { generation } from './parts/generation.js';
export default {
  id: 'test.fresh', name: 'Fresh plugin',
  activate(ctx) {
    ctx.contribute({ id: 'workbench.panels' }, { id: 'test.fresh.panel', titleKey: 'test.fresh.panel', area: 'right', mount(element) {
      element.textContent = 'generation ' + generation;
      return { dispose() {} };
    } });
  },
};
`;
const writeHelper = (generation: number) => writeFileSync(join(FOLDER, 'parts', 'generation.js'), `export const generation = ${generation};\n`);

test.afterAll(() => rmSync(FOLDER, { recursive: true, force: true }));

test('reloading a plugin runs the new code of its relatively imported files too', async ({ page }) => {
  test.setTimeout(240_000); // a designer with a live viewport on software WebGL
  mkdirSync(join(FOLDER, 'parts'), { recursive: true });
  writeFileSync(join(FOLDER, 'entry.js'), ENTRY);
  writeHelper(1);
  const helperRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/parts/generation.js')) helperRequests.push(new URL(request.url()).pathname);
  });
  await openDemoScene(page);

  await runFromPalette(page, 'open plugin manager');
  const manager = page.getByTestId('plugin-manager');
  await manager.getByTestId('plugin-manager-url').fill('/e2e-fresh-plugin/entry.js');
  await manager.getByTestId('plugin-manager-add').click();
  await page.getByTestId('dialog-confirm').click(); // the capability confirmation
  const row = manager.locator('[data-testid="plugin-row"][data-plugin-id="test.fresh"]');
  await expect(row).toHaveAttribute('data-state', 'active');
  await page.getByTestId('tab-test.fresh.panel').click();
  await expect(page.getByTestId('panel-test.fresh.panel')).toHaveText('generation 1');

  writeHelper(2);
  await runFromPalette(page, 'open plugin manager');
  await row.getByTestId('plugin-reload').click();
  await page.getByTestId('tab-test.fresh.panel').click();
  await expect(page.getByTestId('panel-test.fresh.panel')).toHaveText('generation 2');
  // The helper was asked for again, under the reload's own path (the server maps it back to the file).
  expect(helperRequests[0]).toBe('/e2e-fresh-plugin/parts/generation.js');
  expect(helperRequests.at(-1)).toMatch(/^\/@fresh\/[0-9a-z]+\/e2e-fresh-plugin\/parts\/generation\.js$/);

  await page.screenshot({ path: '/tmp/pc-fresh-reload.png' });
});
