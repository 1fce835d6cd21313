import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openDemoScene } from './support/designer.js';

// Misbehaving plugins, each loaded from a URL as a plain ES module (tests/fixtures/bad-plugins). Each is reported
// with its name, the editor keeps working (select, edit, undo, save), and unloading it leaves nothing behind.

const FIXTURES = join(process.cwd(), 'tests/fixtures/bad-plugins');
const POINTS = ['workbench.panels', 'workbench.commands', 'inspector.propertyEditors', 'viewport.geometryBuilders'];

async function serveFixtures(page: Page) {
  await page.route('**/bad-plugins/*.js', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: readFileSync(join(FIXTURES, name), 'utf8') });
  });
}

/** Open the demo scene and load the probe plugin through File › Load plugin from URL. */
async function open(page: Page) {
  await serveFixtures(page);
  await openDemoScene(page);
  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('load plugin');
  await page.keyboard.press('Enter');
  await page.getByTestId('dialog-input').fill('/bad-plugins/probe.js');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !!(window as unknown as { __kfBadProbe?: unknown }).__kfBadProbe, undefined, { polling: 500 });
}

/** Run a script with `p` (the probe) in scope. */
function probe<T>(page: Page, script: string): Promise<T> {
  return page.evaluate(`(async () => { const p = window.__kfBadProbe; ${script} })()`) as Promise<T>;
}

function load(page: Page, file: string) {
  return probe<string>(page, `return p.plugins.loadFromUrl('/bad-plugins/${file}').then((id) => id, (e) => String(e && e.message));`);
}

function notification(page: Page, text: string) {
  return page.getByTestId('notification').filter({ hasText: text });
}

/** Add a node at the scene root (one undo step) and return its id. */
function addNode(page: Page, type: string, props: Record<string, unknown> = {}): Promise<string> {
  return probe<string>(page, `
    const id = p.document.newId();
    p.undo.execute([p.document.insertPatch([{ id, type: ${JSON.stringify(type)}, parent: 'scene', name: id, props: ${JSON.stringify(props)}, children: [] }], { parent: 'scene', index: 0 })]);
    return id;`);
}

/** Select (the inspector follows), edit and undo through the undo service, save with Ctrl+S. */
async function editorStillWorks(page: Page) {
  const id = await addNode(page, 'TransformNode', { visible: true });
  await probe(page, `p.selection.set(['${id}']);`);
  await expect(page.getByTestId('panel-inspector').getByTestId('inspector-row-scaling')).toBeVisible();
  await probe(page, `p.undo.execute([p.document.setPropPatch('${id}', 'visible', false)]);`);
  expect(await probe(page, `return p.document.get('${id}').props.visible;`)).toBe(false);
  await probe(page, `p.undo.undo();`);
  await expect.poll(() => probe(page, `return p.document.get('${id}').props.visible;`)).toBe(true);
  await page.keyboard.press('Control+s');
  await expect(notification(page, 'Scene saved').first()).toBeVisible();
}

/** Unload a plugin (when active) and check that no contribution of it is left. */
async function unloadLeavesNothing(page: Page, pluginId: string) {
  await probe(page, `await p.plugins.deactivate('${pluginId}');`);
  expect(await probe(page, `return p.plugins.activeIds.includes('${pluginId}');`)).toBe(false);
  const left = await probe<number>(page, `return ${JSON.stringify(POINTS)}.flatMap((point) => p.contributions(point)).filter((c) => p.faults.ownerOf(c) === '${pluginId}').length;`);
  expect(left).toBe(0);
}

test('a plugin that throws in activate is named, leaves no contribution, and the editor keeps working', async ({ page }) => {
  await open(page);
  await load(page, 'throws-in-activate.js');
    await expect(notification(page, 'Plugin "Bad activate" failed (activation): activate exploded').first()).toBeVisible();
  expect(await probe(page, `return p.contributions('workbench.commands').some((c) => c.id === 'bad.activate.command');`)).toBe(false);
  await unloadLeavesNothing(page, 'bad.activate');
  await editorStillWorks(page);
});
