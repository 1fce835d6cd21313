import { expect, test, type Page } from '@playwright/test';
import { buildExamplePlugin } from '../fixtures/example-plugin/build.js';
import { inViewport as run, openDemoScene, verticesUnder as verticesOf } from './support/designer.js';
import { confirmPluginLoad } from './support/plugin-load.js';

async function runFromPalette(page: Page, query: string) {
  await page.keyboard.press('Control+Shift+P');
  await expect(page.getByTestId('command-palette')).toBeVisible();
  await page.keyboard.type(query);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('command-palette')).toBeHidden();
}

test('the example third-party plugin, loaded from a URL against the designer\'s own SDK: builder, editor, panel, command', async ({ page }) => {
  test.setTimeout(360_000); // a designer with a live viewport on software WebGL
  const code = await buildExamplePlugin();
  // The bundle carries only the plugin: the SDK is an import the page's import map resolves to the designer's module.
  expect(code).toContain('from "@scene-platform/sdk"');
  expect(code).not.toContain('defineContributionPoint');
  await page.route('**/third-party/example-plugin.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: code }));
  await openDemoScene(page);
  expect(await page.evaluate(async () => {
    const bare = await import(/* @vite-ignore */ '@scene-platform/sdk' as string);
    const built = await import(/* @vite-ignore */ '/sdk/index.js' as string);
    return bare === built && typeof bare.isMixed === 'function';
  })).toBe(true);

  await runFromPalette(page, 'load plugin');
  await page.getByTestId('dialog-input').fill('/third-party/example-plugin.js');
  const started = Date.now();
  await page.keyboard.press('Enter');
  await confirmPluginLoad(page, '/third-party/example-plugin.js');
  const output = page.getByTestId('panel-workbench.output');
  await expect(output).toContainText('Plugin "acme.example" loaded from /third-party/example-plugin.js');
  test.info().annotations.push({ type: 'plugin load from URL (ms, incl. UI)', description: String(Date.now() - started) });

  // Panel (no React): counts the stars in the document and follows it.
  await page.getByTestId('tab-acme.example.stars').click();
  const panel = page.getByTestId('panel-acme.example.stars');
  await expect(panel.getByTestId('acme-star-count')).toHaveText('Stars in the scene: 0');

  // Command by its key binding: a mesh whose geometry comes from the plugin's builder, rendered by the runtime.
  await page.getByTestId('viewport-canvas').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+Alt+J');
  await expect(output).toContainText('Inserted a star');
  await expect(panel.getByTestId('acme-star-count')).toHaveText('Stars in the scene: 1');
  const star = await run<string>(page, `return s.selection.selected[0];`);
  await expect.poll(() => verticesOf(page, star)).toBe(2 * 11 + 10 * 4);

  // The panel's button runs the command too.
  await panel.getByRole('button', { name: 'Insert star' }).click();
  await expect(panel.getByTestId('acme-star-count')).toHaveText('Stars in the scene: 2');
  await run(page, `s.selection.set([${JSON.stringify(star)}]);`);

  // Editor (no React): the percent slider replaces the number box for the mesh's opacity; a drag is one undo step.
  const inspector = page.getByTestId('panel-inspector');
  await page.getByTestId('tab-inspector').click();
  const opacity = inspector.getByTestId('inspector-row-alpha').locator('input.acme-percent-slider');
  await expect(opacity).toHaveValue('100');
  await opacity.fill('40');
  await expect.poll(() => run<number>(page, `return s.document.get(${JSON.stringify(star)}).props.alpha;`)).toBeCloseTo(0.4);
  await expect(inspector.getByTestId('inspector-row-alpha').locator('output')).toHaveText('40%');
  // The builder is offered in the geometry dropdown under its title.
  await expect(inspector.getByTestId('geometry-builder-select')).toHaveValue('AcmeStar');
  await expect(inspector.getByTestId('geometry-builder-select').locator('option', { hasText: 'Star (Acme)' })).toHaveCount(1);

  // Two stars with different opacities: the editor shows ?? (isMixed on the designer's own MIXED).
  const second = await run<string>(page, `return s.document.ids().filter((id) => id !== ${JSON.stringify(star)} && (s.document.get(id).props.geometry || {}).className === 'AcmeStar')[0];`);
  await run(page, `s.selection.set([${JSON.stringify(star)}, ${JSON.stringify(second)}]);`);
  await expect(inspector.getByTestId('inspector-row-alpha').locator('output')).toHaveText('??');

  await run(page, `s.selection.set([${JSON.stringify(star)}]);`);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
  await expect.poll(() => run<number>(page, `return s.document.get(${JSON.stringify(star)}).props.alpha;`)).toBe(1);
  await expect(inspector.getByTestId('inspector-row-alpha').locator('output')).toHaveText('100%');
});
