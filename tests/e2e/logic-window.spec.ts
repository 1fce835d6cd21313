import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { BlockSvg, RenderedConnection, WorkspaceSvg } from 'blockly/core';
import { signIn } from './support/session.js';
import { waitForViewport } from './support/designer.js';
import { confirmPluginLoad } from './support/plugin-load.js';
import { waitForPlayerDrawn } from './support/player-frames.js';

type Point = { x: number; y: number };
/** The page's logic workspace (the logic window exposes it for tests, as the viewport its engine). */
type LogicWindow = Window & { __kfLogicWorkspace?: WorkspaceSvg };
const FIXTURE = readFileSync(new URL('../fixtures/logic-block-plugin/index.js', import.meta.url), 'utf8');

/** A copy of the demo scene in the demo project (with `logic` in its document), so the demo scene stays as it was. */
async function openSceneCopy(page: Page, locale: 'en' | 'zh-CN' | 'zh-TW' = 'en', logic?: { code: string; xml: string }): Promise<{ token: string; sceneUuid: string; projectUuid: string }> {
  const session = await signIn(page, undefined, { locale });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const scenes = (await (await page.request.get(`/cloud/api/repo/kf-scene/findAll/${project.uuid}`, { headers })).json()).data as { uuid: string; name: string }[];
  const demo = scenes.find((s) => s.name === 'Demo scene')!;
  let content = ((await (await page.request.get(`/cloud/api/repo/kf-scene/loadScene/${demo.uuid}`, { headers })).json()).data as { content: string }).content;
  if (logic) content = JSON.stringify({ ...JSON.parse(content), logic: { ...logic, codeBackup: '', xmlBackup: '' } });
  const saved = await page.request.post('/cloud/api/repo/kf-scene/saveScene', {
    headers, data: { uuid: null, projectUuid: project.uuid, name: `Logic ${Date.now()}`, content },
  });
  const sceneUuid = ((await saved.json()).data as { uuid: string }).uuid;
  await page.goto(`/artistDesigner/${project.uuid}/${sceneUuid}/1`);
  await waitForViewport(page);
  return { token: session.token, sceneUuid, projectUuid: project.uuid };
}

async function runCommand(page: Page, query: string) {
  await page.keyboard.press('Control+Shift+P');
  await expect(page.getByTestId('command-palette')).toBeVisible();
  await page.keyboard.type(query);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('command-palette')).toBeHidden();
}

async function openCategory(page: Page, title: string) {
  await page.locator('.blocklyToolboxCategory, .blocklyTreeRow').filter({ hasText: new RegExp(`^${title}$`) }).first().click();
  await expect(page.locator('.blocklyFlyout:not(.blocklyTrashcanFlyout)').first()).toBeVisible();
}

/**
 * Drag a block of `type` from the open flyout: onto the workspace at `to`, or so that its previous connection meets
 * statement input `input` of block `parent`. Returns the new block's id. Coordinates come from the blocks' own DOM.
 */
async function dragFromFlyout(page: Page, type: string, to: Point | { parent: string; input: string }): Promise<string> {
  const plan = await page.evaluate(({ type, to }) => {
    const ws = (window as LogicWindow).__kfLogicWorkspace!;
    const screenOf = (block: BlockSvg, x: number, y: number, scale: number) => {
      const dom = block.getSvgRoot().getBoundingClientRect();
      const box = block.getBoundingRectangle();
      return { x: dom.left + (x - box.left) * scale, y: dom.top + (y - box.top) * scale };
    };
    const flyout = ws.getFlyout()!.getWorkspace();
    const source = flyout.getTopBlocks(false).find((b: BlockSvg) => b.type === type);
    if (!source) throw new Error(`no ${type} in the flyout`);
    const dom = source.getSvgRoot().getBoundingClientRect();
    const grab = { x: dom.left + 6, y: dom.top + Math.min(dom.height / 2, 22) };
    let drop = grab;
    if ('parent' in to) {
      const parent = ws.getBlockById(to.parent)!;
      const target = parent.getInput(to.input)!.connection as RenderedConnection;
      const at = screenOf(parent, target.x, target.y, ws.scale);
      const from = screenOf(source, source.previousConnection!.x, source.previousConnection!.y, flyout.scale);
      drop = { x: at.x + grab.x - from.x, y: at.y + grab.y - from.y };
    } else {
      drop = to;
    }
    const before = ws.getAllBlocks(false).map((b: BlockSvg) => b.id);
    return { grab, drop, before };
  }, { type, to });
  await page.mouse.move(plan.grab.x, plan.grab.y);
  await page.mouse.down();
  await page.mouse.move(plan.grab.x + 20, plan.grab.y + 10, { steps: 4 });
  await page.mouse.move(plan.drop.x, plan.drop.y, { steps: 12 });
  await page.mouse.up();
  // The first block switches the mode, which rebuilds the layout and the workspace (ids are kept): wait for it.
  const handle = await page.waitForFunction(({ type, before }) => {
    const ws = (window as LogicWindow).__kfLogicWorkspace!;
    const block = ws.getAllBlocks(false).find((b: BlockSvg) => b.type === type && !before.includes(b.id));
    return block && !ws.isDragging() && block.getSvgRoot().isConnected ? block.id : '';
  }, { type, before: plan.before }, { timeout: 5_000 }).catch(() => undefined);
  return handle ? ((await handle.jsonValue()) as string) : '';
}

/**
 * The screen centre of a field of a block, once the block is drawn: switching to Logical mode rebuilds the workspace
 * (ids are kept), so a block dropped a moment ago may be missing for a frame or two.
 */
async function fieldCentre(page: Page, blockId: string, field: string): Promise<Point> {
  const handle = await page.waitForFunction(({ blockId, field }) => {
    const root = (window as LogicWindow).__kfLogicWorkspace?.getBlockById(blockId)?.getField(field)?.getSvgRoot();
    if (!root || !root.isConnected) return undefined;
    const r = root.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, { blockId, field }, { timeout: 15_000 });
  return (await handle.jsonValue()) as Point;
}

/**
 * Pick an option of a dropdown field of a block, by clicking it as a user does. The first block's mode switch moves
 * the workspace while the layout settles, so a click read from a position a moment old can miss the field (CI: the
 * menu never opened and the test waited out its limit); a user clicks again, and so does this.
 */
async function pickOption(page: Page, blockId: string, field: string, option: string) {
  const item = page.locator('.blocklyMenuItem, [role="option"]').filter({ hasText: new RegExp(`^${option}$`) }).first();
  await expect(async () => {
    if (!(await item.isVisible())) {
      const box = await fieldCentre(page, blockId, field);
      await page.mouse.click(box.x, box.y);
    }
    await item.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Type into a number or text field of a block, until the block holds the value: like a dropdown (pickOption), a
 * click read from a moment-old position can miss the field, and the keys then go nowhere (CI: Y stayed 0).
 */
async function typeIntoField(page: Page, blockId: string, field: string, value: string) {
  const held = () => page.evaluate(({ blockId, field }) => String((window as LogicWindow).__kfLogicWorkspace?.getBlockById(blockId)?.getFieldValue(field)), { blockId, field });
  await expect(async () => {
    const box = await fieldCentre(page, blockId, field);
    await page.mouse.click(box.x, box.y);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
    expect(await held()).toBe(value);
  }).toPass({ timeout: 30_000 });
}

const workspaceCode = (page: Page) => page.evaluate(() => (window as LogicWindow).__kfLogicWorkspace!.getAllBlocks(false).length);

test('the logic window: puzzles dragged from the toolbox, Logical mode, saved and reloaded, a third-party block', async ({ page }) => {
  test.setTimeout(360_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1') && !/^(data|blob):/.test(request.url())) outside.push(request.url());
  });
  const { token, sceneUuid, projectUuid } = await openSceneCopy(page);
  const workbench = page.getByTestId('workbench');
  await expect(workbench).toHaveAttribute('data-design-mode', 'design');
  await runCommand(page, 'Show logic window');
  await expect(page.locator('.blocklyToolbox, .blocklyToolboxDiv').first()).toBeVisible({ timeout: 60_000 });
  // Blockly's media comes from our own origin.
  expect(await page.evaluate(() => (window as LogicWindow).__kfLogicWorkspace!.options.pathToMedia)).toBe('/blockly-media/');

  // when Box clicked → set Sphere colour to red
  await openCategory(page, 'Events');
  const clicked = await dragFromFlyout(page, 'events_node_event', { x: 712, y: 110 });
  expect(clicked).not.toBe('');
  // Adding a block switches to Logical (the logic window takes the main area) and messages it 200 ms later.
  await expect(workbench).toHaveAttribute('data-design-mode', 'logical');
  await expect(page.getByTestId('logic-window')).toHaveAttribute('data-puzzle-message', /^modeChanged:logical:/);
  await expect.poll(() => workspaceCode(page)).toBe(1);
  await pickOption(page, clicked, 'NODE', 'Box');
  await openCategory(page, 'Nodes');
  const colour = await dragFromFlyout(page, 'nodes_set_color', { parent: clicked, input: 'DO' });
  await pickOption(page, colour, 'NODE', 'Sphere');

  // every 1 s → rotate Box by 10°
  await openCategory(page, 'Events');
  const every = await dragFromFlyout(page, 'events_every', { x: 712, y: 330 });
  await openCategory(page, 'Nodes');
  const rotate = await dragFromFlyout(page, 'nodes_transform_by', { parent: every, input: 'DO' });
  await pickOption(page, rotate, 'NODE', 'Box');
  await typeIntoField(page, rotate, 'Y', '10');

  // The scene's unsaved mark follows the workspace; the generated code is in the document.
  const expected = [
    'scene.onNodeEvent("click", "box", () => {\n  scene.setColor("sphere", "#ff0000");\n});',
    'scene.every(1, () => {\n  scene.transformBy("box", "rotation", { x: 0, y: 10, z: 0 }, 0);\n});',
  ];
  await expect(page.getByRole('button', { name: 'Save scene' })).toBeVisible();
  await runCommand(page, 'Save scene');
  const saved = async () => ((await (await page.request.get(`/cloud/api/repo/kf-scene/loadScene/${sceneUuid}`, { headers: { Authentication: token } })).json()).data as { logic: string | null; logicXml: string | null; content: string });
  await expect.poll(async () => (await saved()).logic ?? '', { timeout: 30_000 }).toContain(expected[1]);
  const scene = await saved();
  for (const part of expected) expect(scene.logic).toContain(part);
  expect(JSON.parse(scene.logicXml!).blocks.blocks).toHaveLength(2);
  expect(JSON.parse(scene.content).logic.code).toBe(scene.logic);

  // Undo inside the workspace (Ctrl+Z with the focus in it) takes back the last edit, redo puts it back.
  await page.getByTestId('logic-window').click({ position: { x: 700, y: 500 } });
  await page.keyboard.press('Control+Z');
  await expect.poll(() => page.evaluate(() => JSON.stringify((window as LogicWindow).__kfLogicWorkspace!.getAllBlocks(false).map((b: BlockSvg) => b.getFieldValue('Y')).filter((y: unknown) => y !== null)))).toBe('[0]');
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(() => page.evaluate(() => JSON.stringify((window as LogicWindow).__kfLogicWorkspace!.getAllBlocks(false).map((b: BlockSvg) => b.getFieldValue('Y')).filter((y: unknown) => y !== null)))).toBe('[10]');

  // Reload: the workspace comes back from the scene, in Logical mode's own layout.
  await page.reload();
  await waitForViewport(page).catch(() => undefined);
  await runCommand(page, 'Show logic window');
  await expect.poll(() => page.evaluate(() => (window as LogicWindow).__kfLogicWorkspace?.getAllBlocks(false).length ?? 0), { timeout: 60_000 }).toBe(5); // four blocks and the colour's shadow
  const types = await page.evaluate(() => (window as LogicWindow).__kfLogicWorkspace!.getTopBlocks(true).map((b: BlockSvg) => `${b.type}>${b.getInput('DO')!.connection!.targetBlock()?.type}`));
  expect(types.sort()).toEqual(['events_every>nodes_transform_by', 'events_node_event>nodes_set_color']);

  // A third-party plugin loaded from a URL contributes a block: its category appears, it generates its code.
  await page.route('**/third-party/logic-blink.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: FIXTURE }));
  await runCommand(page, 'load plugin');
  await page.getByTestId('dialog-input').fill('/third-party/logic-blink.js');
  await page.keyboard.press('Enter');
  await confirmPluginLoad(page, '/third-party/logic-blink.js');
  await openCategory(page, 'Acme');
  const blink = await dragFromFlyout(page, 'acme_blink', { parent: clicked, input: 'DO' }).catch(() => '');
  expect(blink).not.toBe('');
  await pickOption(page, blink, 'NODE', 'Cylinder');
  await expect.poll(async () => page.evaluate(() => {
    const kernelDoc = (window as LogicWindow).__kfLogicWorkspace!;
    return kernelDoc ? kernelDoc.getAllBlocks(false).length : 0;
  })).toBe(6);
  await runCommand(page, 'Save scene');
  await expect.poll(async () => (await saved()).logic ?? '', { timeout: 30_000 }).toContain('scene.after(i * 0.5, () => scene.setVisible("cylinder", false));');
  // Blockly, its media and fonts under the page's content security policy, nothing fetched from elsewhere.
  expect(violations).toEqual([]);
  expect(outside).toEqual([]);

  // The player (branch 'player') runs the saved puzzle: click the box in the preview, the sphere turns red.
  const granted = await page.request.post('/cloud/api/repo/kf-scene/preview-ticket', { headers: { Authentication: token }, data: { sceneUuid } });
  const ticket = ((await granted.json()).data as { ticket: string }).ticket;
  await page.goto(`/preview/${projectUuid}/${sceneUuid}/${ticket}`);
  await expect(page.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await waitForPlayerDrawn(page);
  await page.evaluate('window.__scenePlayer.view.runtime.whenIdle()');
  const boxPoint = (await page.evaluate('window.__scenePlayer.view.screenPointOf("box")')) as Point;
  const canvas = (await page.getByTestId('player-canvas').boundingBox())!;
  // The blink hides the cylinder for a quarter second at a time: record every value it takes rather than sample it.
  await page.evaluate(`(() => {
    const player = window.__scenePlayer;
    const seen = (window.__cylinderVisible = [player.document.get('cylinder').props.visible ?? true]);
    player.document.onDidChange.subscribe(() => {
      const visible = player.document.get('cylinder').props.visible ?? true;
      if (visible !== seen[seen.length - 1]) seen.push(visible);
    });
  })()`);
  await page.mouse.click(canvas.x + boxPoint.x, canvas.y + boxPoint.y);
  await expect.poll(() => page.evaluate('window.__scenePlayer.document.get("sphere").props.color'), { timeout: 15_000 }).toEqual({ r: 1, g: 0, b: 0 });
  // The third-party block attached to the same click runs too: it hides the cylinder three times and shows it again.
  await expect.poll(() => page.evaluate('window.__cylinderVisible'), { timeout: 15_000 }).toEqual([true, false, true, false, true, false, true]);
  // Every second the box turns by 10°.
  const rotation = () => page.evaluate('window.__scenePlayer.document.get("box").props.rotation?.y ?? 0') as Promise<number>;
  const first = await rotation();
  await expect.poll(rotation, { timeout: 10_000 }).toBeGreaterThan(first + 0.1);
});

const SHOWN_LOGIC = {
  code: '',
  xml: JSON.stringify({ blocks: { languageVersion: 0, blocks: [
    { type: 'events_node_event', x: 40, y: 30, fields: { NODE: 'box', EVENT: 'click' }, inputs: { DO: { block: { type: 'nodes_set_color', fields: { NODE: 'sphere' }, inputs: { COLOUR: { shadow: { type: 'nodes_colour', fields: { COLOUR: '#ff0000' } } } } } } } },
    { type: 'events_every', x: 40, y: 170, fields: { SECONDS: 1 }, inputs: { DO: { block: { type: 'nodes_transform_by', fields: { PROP: 'rotation', NODE: 'box', X: 0, Y: 10, Z: 0, SECONDS: 0 } } } } },
  ] } }),
};

test('the logic window in three languages (screenshots): categories, blocks and their fields translated', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const texts = {
    en: { category: 'Events', block: 'set colour of', standard: 'Loops' },
    'zh-CN': { category: '事件', block: '设置', standard: '循环' },
    'zh-TW': { category: '事件', block: '設定', standard: '迴圈' },
  } as const;
  const { projectUuid, sceneUuid } = await openSceneCopy(page, 'en', SHOWN_LOGIC);
  for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
    // The scene is open in English already: a page load (a whole designer start) only to change the language.
    if (locale !== 'en') {
      await page.evaluate((locale) => localStorage.setItem('kf.locale', locale), locale);
      await page.goto(`/artistDesigner/${projectUuid}/${sceneUuid}/1`);
    }
    await expect(page.getByTestId('workbench')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('radio').nth(1).click(); // Logical: the logic window takes the main area
    await expect(page.locator('.blocklyToolboxCategory, .blocklyTreeRow').filter({ hasText: new RegExp(`^${texts[locale].category}$`) }).first()).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('.blocklyToolboxCategory, .blocklyTreeRow').filter({ hasText: new RegExp(`^${texts[locale].standard}$`) }).first()).toBeVisible();
    await expect(page.locator('.blocklyBlockCanvas .blocklyText').filter({ hasText: texts[locale].block }).first()).toBeVisible();
    await expect(page.locator('.blocklyBlockCanvas .blocklyText').filter({ hasText: 'Sphere' }).first()).toBeVisible();
    const path = testInfo.outputPath(`logic-window-${locale}.png`);
    await page.getByTestId('logic-window').screenshot({ path });
    await testInfo.attach(`logic window (${locale})`, { path, contentType: 'image/png' });
  }
});
