import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, type AxeViolation } from './support/axe.js';
import { setUserPlan } from './support/accounts.js';
import { openDemoScene } from './support/designer.js';

/** A keyframe animation of the demo scene's cylinder, so that the timeline is scanned with its lanes and keys. */
const LIFT = {
  kind: 'keyframe', id: 'lift', name: 'Lift', duration: 2, speed: 1, loop: true, swing: false,
  tracks: [{ nodeId: 'cylinder', property: 'position', keys: [{ id: 'k0', time: 0, value: { x: 1.5, y: 0.5, z: 0 } }, { id: 'k1', time: 2, value: { x: 1.5, y: 2.5, z: 0 } }] }],
};

// axe-core on every designer screen and on the player: no serious or critical violation. Each screen is scanned with
// the part in front that it names; a failure lists the rule and the elements.

async function scan(page: Page, found: Record<string, AxeViolation[]>, screen: string): Promise<void> {
  const violations = await seriousAxeViolations(page);
  if (violations.length) found[screen] = violations;
}

test.use({ actionTimeout: 30_000 });

test('accessibility: designer screens and the player have no serious or critical axe-core violations', async ({ page }) => {
  test.setTimeout(420_000);
  // Saving keyframes takes the professional plan (the server's keyframe gate); the demo user is on the free one.
  setUserPlan('demo', 'PROFESSIONAL');
  const opened = await openDemoScene(page, (content) => ({ ...content, animations: [LIFT] })).finally(() => setUserPlan('demo', 'FREE'));
  const found: Record<string, AxeViolation[]> = {};

  // Workbench with a node selected: tree, viewport, inspector.
  await page.getByTestId('tab-sceneTree').click();
  await page.locator('[data-testid^="scene-tree-row-"]').nth(1).click();
  await expect(page.getByTestId('inspector')).toBeVisible();
  await scan(page, found, 'workbench');

  // The inspector's own dialogs: a property title's menu, its 'Set parameters' dialog with the group list open, and the
  // colour editor (of the Scene's background colour).
  const inspector = page.getByTestId('panel-inspector');
  const title = inspector.locator('[data-testid^="inspector-title-"][role=button]').first();
  await title.focus();
  await page.keyboard.press('ContextMenu');
  await expect(page.getByRole('menu', { name: /^Actions for/ })).toBeVisible();
  await scan(page, found, 'property title menu');
  await page.keyboard.press('Escape');
  await title.focus();
  await page.keyboard.press('Enter');
  const expose = page.getByTestId('expose-dialog');
  await expect(expose).toBeVisible();
  await scan(page, found, 'set parameters dialog');
  await page.getByTestId('expose-dialog-group').click();
  await page.getByTestId('expose-dialog-group').press('ArrowDown');
  await scan(page, found, 'set parameters dialog, group list');
  await page.keyboard.press('Escape');
  if (await expose.isVisible()) await page.keyboard.press('Escape');
  await expect(expose).toBeHidden();
  await page.evaluate(() => (window as unknown as { __kfViewport: { services: { selection: { set(ids: string[]): void } } } }).__kfViewport.services.selection.set([]));
  await inspector.getByTestId('inspector-row-backgroundColor').getByTestId('color-swatch').click();
  await expect(page.getByTestId('color-popup')).toBeVisible();
  await scan(page, found, 'colour editor');
  await page.getByTestId('color-cancel').click();
  await expect(page.getByTestId('color-popup')).toBeHidden();

  // A top menu open.
  await page.getByTestId('menu-file').click();
  await expect(page.locator('.kf-menu-popup')).toBeVisible();
  await scan(page, found, 'file menu');
  await page.keyboard.press('Escape');

  // The scene tree's context menu.
  await page.locator('[data-testid^="scene-tree-row-"]').nth(1).click({ button: 'right' });
  await expect(page.getByTestId('scene-tree-menu')).toBeVisible();
  await scan(page, found, 'tree context menu');
  await page.keyboard.press('Escape');
  await page.locator('body').click({ position: { x: 700, y: 5 } });

  // The timeline, with an animation open (its track's lane and keys) and a key selected (its interpolation controls).
  await page.getByTestId('tab-timeline').click();
  const timeline = page.getByTestId('panel-timeline');
  await timeline.getByTestId('timeline-animation-select').selectOption({ label: 'Lift' });
  await expect(timeline.getByTestId('timeline-key')).toHaveCount(2);
  await timeline.getByTestId('timeline-track').first().focus();
  await page.keyboard.press('Enter');
  await expect(timeline.getByTestId('timeline-track').first()).toHaveAttribute('aria-pressed', 'true');
  await timeline.getByTestId('timeline-key').first().click();
  await expect(timeline.getByTestId('timeline-interpolation')).toBeVisible();
  await scan(page, found, 'timeline');

  // The logic window.
  await page.getByTestId('tab-logic').click();
  await expect(page.locator('.blocklySvg').first()).toBeVisible({ timeout: 60_000 });
  await scan(page, found, 'logic window');
  await page.getByTestId('tab-viewport').click();

  // The command palette.
  await page.getByTestId('designer-brand').focus();
  await page.keyboard.press('Control+Shift+P');
  await expect(page.getByTestId('command-palette')).toBeVisible();
  await scan(page, found, 'command palette');
  await page.keyboard.press('Escape');

  // A confirmation dialog (switching language asks first).
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-zh-CN').click();
  await expect(page.getByTestId('dialog-confirm')).toBeVisible();
  await scan(page, found, 'confirm dialog');
  await page.getByTestId('dialog-cancel').click();

  // The shortcut panel, recording a chord and with a conflict shown.
  await page.getByTestId('menu-help').click();
  await page.getByTestId('menu-item-keybindings.open').click();
  const panel = page.getByTestId('keybindings-panel');
  await expect(panel).toBeVisible();
  await scan(page, found, 'shortcut panel');
  await panel.getByTestId('keybindings-search').fill('show all commands');
  await panel.getByTestId('keybinding-change').first().click();
  await page.keyboard.press('Control+S');
  await scan(page, found, 'shortcut panel recording');
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('keybinding-conflict')).toBeVisible();
  await scan(page, found, 'shortcut panel conflict');
  await panel.getByTestId('keybinding-conflict-cancel').click();

  // The player.
  const granted = await page.request.post('/cloud/api/repo/kf-scene/preview-ticket', { headers: { Authentication: opened.token }, data: { sceneUuid: opened.sceneUuid } });
  const ticket = ((await granted.json()).data as { ticket: string }).ticket;
  await page.goto(`/preview/${opened.projectUuid}/${opened.sceneUuid}/1/${ticket}`);
  await expect(page.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await scan(page, found, 'player');

  expect(found).toEqual({});
});
