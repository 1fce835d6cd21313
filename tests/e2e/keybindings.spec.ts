import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from './support/accounts.js';
import { waitForViewport } from './support/designer.js';
import { signIn } from './support/session.js';

const SHOW_COMMANDS = 'workbench.showCommands';
const row = (page: Page, id: string) => page.getByTestId(`keybinding-row-${id}`);

/** Press a chord on the page (outside any field) and say whether the command palette opened; closes it again. */
async function paletteOpensOn(page: Page, chord: string): Promise<boolean> {
  await page.getByTestId('designer-brand').focus();
  await page.keyboard.press(chord);
  const palette = page.getByTestId('command-palette');
  const opened = await palette.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false);
  if (opened) {
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  }
  return opened;
}

/** Sign `user` in (replacing whoever was signed in on this browser) and open a new scene of theirs; its address. */
async function openOwnScene(page: Page, user: { username: string; password: string }, locale: 'en' | 'zh-CN' | 'zh-TW' = 'en'): Promise<string> {
  const session = await signIn(page, user, { locale });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const templates = (await (await page.request.get('/cloud/api/repo/kf-scene/findAllTemplates', { headers })).json()).data as { uuid: string }[];
  const scene = (await (await page.request.post(`/cloud/api/repo/kf-scene/createScene?projectId=${project.uuid}&templateId=${templates[0].uuid}&name=Keys&category=Test`, { headers, data: {} })).json()).data as { uuid: string };
  const address = `/artistDesigner/${project.uuid}/${scene.uuid}/1`;
  await page.goto(address);
  await page.getByTestId('tab-viewport').click(); // a layout restored on this browser may show the shortcut panel in front
  await waitForViewport(page);
  return address;
}

/** Open the shortcut panel from the Help menu with an empty search. */
async function openPanel(page: Page): Promise<void> {
  await page.getByTestId('menu-help').click();
  await page.getByTestId('menu-item-keybindings.open').click();
  await expect(page.getByTestId('keybindings-panel')).toBeVisible();
  await page.getByTestId('keybindings-search').fill('');
}

test('shortcut panel: every command listed; open from the menu and the palette, search, rebind with a conflict shown, reset; kept across a reload and per user', async ({ page, request }) => {
  test.setTimeout(360_000);
  const user = await registerThroughApi(request, 'keys'); // a fresh user: the bindings are kept per user
  const address = await openOwnScene(page, user);

  // From the command palette.
  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('keyboard shortcuts');
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('keybindings-panel');
  await expect(panel).toBeVisible();
  await page.getByTestId('tab-viewport').click();
  await expect(panel).toBeHidden();
  // From the Help menu.
  await page.getByTestId('menu-help').click();
  await page.getByTestId('menu-item-keybindings.open').click();
  await expect(panel).toBeVisible();

  // Every command of the registry (the latest contribution of an id counts once) has its row, and the panel shows no other.
  const registered = await page.evaluate(() => [...new Set((window as unknown as { __kfCommands: { current: readonly { id: string }[] } }).__kfCommands.current.map((c) => c.id))].sort());
  expect(registered.length).toBeGreaterThan(20);
  expect(registered).toEqual(expect.arrayContaining([SHOW_COMMANDS, 'openScenes.save', 'keybindings.open']));
  const listed = (await panel.locator('[data-testid^="keybinding-row-"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')!.slice('keybinding-row-'.length)))).sort();
  expect(listed).toEqual(registered);

  // Search narrows the list; the command shows its default keys.
  await panel.getByTestId('keybindings-search').fill('show all commands');
  await expect(panel.locator('[data-testid^="keybinding-row-"]')).toHaveCount(1);
  await expect(row(page, SHOW_COMMANDS).getByTestId('keybinding-key')).toHaveText(['Ctrl+Shift+P', 'F1']);

  // Record Ctrl+S: the panel names the command that has it (Save); cancel keeps the old keys.
  await row(page, SHOW_COMMANDS).getByTestId('keybinding-change').click();
  const capture = row(page, SHOW_COMMANDS).getByTestId('keybinding-capture');
  await expect(capture).toBeFocused();
  await page.keyboard.press('Control+S');
  await expect(capture).toHaveValue('Ctrl+S');
  await expect(row(page, SHOW_COMMANDS).getByTestId('keybinding-capture-conflict')).toContainText('Save');
  await page.keyboard.press('Enter');
  const conflict = panel.getByTestId('keybinding-conflict');
  await expect(conflict).toContainText('Ctrl+S is already bound to Save');
  await page.screenshot({ path: '/tmp/keys/shortcut-conflict-en.png' });
  await conflict.getByTestId('keybinding-conflict-cancel').click();
  await expect(conflict).toBeHidden();
  await expect(row(page, SHOW_COMMANDS).getByTestId('keybinding-key')).toHaveText(['Ctrl+Shift+P', 'F1']);

  // Record Ctrl+Alt+J: the new key opens the palette, the old ones do not.
  await row(page, SHOW_COMMANDS).getByTestId('keybinding-change').click();
  await page.keyboard.press('Control+Alt+J');
  await page.keyboard.press('Enter');
  await expect(row(page, SHOW_COMMANDS).getByTestId('keybinding-key')).toHaveText(['Ctrl+Alt+J']);
  await expect(row(page, SHOW_COMMANDS)).toContainText('User');
  expect(await paletteOpensOn(page, 'Control+Alt+J')).toBe(true);
  expect(await paletteOpensOn(page, 'F1')).toBe(false);
  expect(await paletteOpensOn(page, 'Control+Shift+P')).toBe(false);

  // A reload keeps the user's binding.
  await page.reload();
  await page.getByTestId('tab-viewport').click(); // the restored layout shows the shortcut panel in front
  await waitForViewport(page);
  expect(await paletteOpensOn(page, 'F1')).toBe(false);
  expect(await paletteOpensOn(page, 'Control+Alt+J')).toBe(true);

  // Kept per user: another (new) account signing in on this browser has the defaults, and its own change stays its own.
  const other = await registerThroughApi(request, 'keysb');
  await openOwnScene(page, other);
  await openPanel(page);
  await expect(row(page, SHOW_COMMANDS).getByTestId('keybinding-key')).toHaveText(['Ctrl+Shift+P', 'F1']);
  await expect(row(page, SHOW_COMMANDS)).not.toContainText('User');
  await page.getByTestId('tab-viewport').click();
  expect(await paletteOpensOn(page, 'F1')).toBe(true);
  expect(await paletteOpensOn(page, 'Control+Alt+J')).toBe(false);
  await openPanel(page);
  await row(page, 'keybindings.open').getByTestId('keybinding-change').click();
  await page.keyboard.press('Control+Alt+L');
  await page.keyboard.press('Enter');
  await expect(row(page, 'keybindings.open').getByTestId('keybinding-key')).toHaveText(['Ctrl+Alt+L']);
  // The first user signs back in: their binding, not the defaults and not the other user's.
  await signIn(page, user, { locale: 'en' });
  await page.goto(address);
  await page.getByTestId('tab-viewport').click(); // the restored layout may show the shortcut panel in front
  await waitForViewport(page);
  expect(await paletteOpensOn(page, 'Control+Alt+J')).toBe(true);
  expect(await paletteOpensOn(page, 'F1')).toBe(false);
  await openPanel(page);
  await expect(row(page, SHOW_COMMANDS).getByTestId('keybinding-key')).toHaveText(['Ctrl+Alt+J']);
  await expect(row(page, 'keybindings.open').getByTestId('keybinding-key')).toHaveText(['Ctrl+Alt+K']);
  await page.getByTestId('tab-viewport').click();

  // Reset brings the defaults back.
  await page.getByTestId('menu-help').click();
  await page.getByTestId('menu-item-keybindings.open').click();
  await panel.getByTestId('keybindings-search').fill('show all commands');
  await expect(row(page, SHOW_COMMANDS).getByTestId('keybinding-key')).toHaveText(['Ctrl+Alt+J']);
  await page.screenshot({ path: '/tmp/keys/shortcut-panel-en.png' });
  await row(page, SHOW_COMMANDS).getByTestId('keybinding-reset').click();
  await expect(row(page, SHOW_COMMANDS).getByTestId('keybinding-key')).toHaveText(['Ctrl+Shift+P', 'F1']);
  expect(await paletteOpensOn(page, 'F1')).toBe(true);
  expect(await paletteOpensOn(page, 'Control+Alt+J')).toBe(false);

  // Reset all after two changes (one taking Ctrl+S from Save with Reassign).
  await panel.getByTestId('keybindings-search').fill('');
  await row(page, SHOW_COMMANDS).getByTestId('keybinding-change').click();
  await page.keyboard.press('Control+S');
  await page.keyboard.press('Enter');
  await conflict.getByTestId('keybinding-conflict-reassign').click();
  await expect(row(page, SHOW_COMMANDS).getByTestId('keybinding-key')).toHaveText(['Ctrl+S']);
  await expect(row(page, 'openScenes.save')).toContainText('No key');
  await panel.getByTestId('keybindings-reset-all').click();
  await expect(row(page, SHOW_COMMANDS).getByTestId('keybinding-key')).toHaveText(['Ctrl+Shift+P', 'F1']);
  await expect(row(page, 'openScenes.save').getByTestId('keybinding-key')).toHaveText(['Ctrl+S']);
});

for (const [locale, title, search] of [['zh-CN', '快捷键', '搜索命令或按键'], ['zh-TW', '快捷鍵', '搜尋命令或按鍵']] as const) {
  test(`shortcut panel in ${locale}: translated, no raw text keys`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await openOwnScene(page, await registerThroughApi(request, 'keys'), locale);
    await page.getByTestId('designer-brand').focus();
    await page.keyboard.press('Control+Alt+K');
    const panel = page.getByTestId('keybindings-panel');
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('tab-keybindings')).toHaveText(title);
    await expect(panel.getByTestId('keybindings-search')).toHaveAttribute('placeholder', search);
    await row(page, SHOW_COMMANDS).getByTestId('keybinding-change').click();
    await page.keyboard.press('Control+S');
    await page.screenshot({ path: `/tmp/keys/shortcut-panel-${locale}.png` });
    // Each row shows its command id under the title ('keybindings.open' is one); any other 'keybindings.*' line is a raw text key.
    const ids = new Set((await panel.locator('.kf-kb-id').allInnerTexts()).map((id) => id.trim()));
    expect((await panel.innerText()).split('\n').map((line) => line.trim()).filter((line) => /^keybindings\.[\w.]+$/.test(line) && !ids.has(line))).toEqual([]);
  });
}
