import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { inViewport, openDemoScene } from './support/designer.js';
import { confirmPluginLoad } from './support/plugin-load.js';

// The outside author's finding: through `ctx.get(SceneDocumentService)` a plugin wrote `root.name = 'hacked'` and a
// mesh position via `doc.get(id)`, past undo, with no unsaved mark and no viewport update, and the next save kept it.
// The fixture (tests/fixtures/readonly-document-plugin) is loaded from a URL through the UI as an outside plugin is;
// every write it tries must throw a TypeError and leave the scene, the viewport and the unsaved mark as they were.

const FIXTURE = join(process.cwd(), 'tests/fixtures/readonly-document-plugin/index.js');

interface ProbeResult {
  readonly meshId: string;
  readonly results: Record<string, string>;
}

test('a plugin from a URL cannot write the scene document: every write throws a TypeError and nothing changes', async ({ page }) => {
  test.setTimeout(90_000);
  await page.route('**/readonly-document-plugin/index.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: readFileSync(FIXTURE, 'utf8') }));
  await openDemoScene(page);
  const state = (meshId: string) => inViewport<{ content: string; root: string; position: number[] | null; canUndo: boolean; needSave: boolean }>(page, `
    const engine = vp.runtime.objectOf(${JSON.stringify(meshId)});
    return {
      content: s.document.serialize(),
      root: s.document.root.name,
      position: engine && engine.node ? engine.node.position.asArray() : null,
      canUndo: s.undo.canUndo,
      needSave: s.undo.needSave,
    };`);
  const meshId = await inViewport<string>(page, 'return s.document.ids().find((id) => s.document.get(id).props.position);');
  const before = await state(meshId);
  expect(before.position).not.toBeNull();
  expect(before.needSave).toBe(false);

  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('load plugin');
  await page.keyboard.press('Enter');
  await page.getByTestId('dialog-input').fill('/readonly-document-plugin/index.js');
  await page.keyboard.press('Enter');
  await confirmPluginLoad(page, '/readonly-document-plugin/index.js');
  await page.waitForFunction(() => !!(window as unknown as { __kfReadonlyProbe?: unknown }).__kfReadonlyProbe, undefined, { polling: 200 });
  const probe = await page.evaluate(() => (window as unknown as { __kfReadonlyProbe: ProbeResult }).__kfReadonlyProbe);

  expect(probe.meshId).toBe(meshId);
  expect(Object.keys(probe.results)).toEqual(['root.name', 'mesh position x', 'mesh position replaced', 'mesh prop added', 'root children', 'exposed section']);
  for (const [attempt, result] of Object.entries(probe.results)) expect(result, attempt).toMatch(/^TypeError: /);
  expect(probe.results['root.name']).toContain("'name'");

  // The document, the engine, the undo history and the unsaved mark are as they were: the next save writes nothing new.
  const after = await state(meshId);
  expect(after).toEqual(before);
  expect(after.root).not.toBe('hacked');
  await expect(page.getByTestId('open-scene-tab').first()).toHaveAttribute('data-dirty', 'false');
});
