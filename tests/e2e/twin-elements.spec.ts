import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { openLitScene } from './support/lit-scene.js';
import { openSavedInPlayer } from './support/player-frames.js';
import { showPanel } from './support/platform-helpers.js';

test.use({ actionTimeout: 30_000 });

/** Scene content that would set a window flag if any of it ran. */
const HOSTILE = '<h3>Pump 7</h3><p>Flow <b>12</b></p><script>window.__annotationRan = 1</script>'
  + '<img src=x onerror="window.__annotationRan = 2"><a href="javascript:window.__annotationRan = 3">more</a>';

const ranFlag = (page: Page) => page.evaluate(() => (window as Window & { __annotationRan?: number }).__annotationRan ?? null);

/** The annotation card in the page, and what of the hostile content reached it. */
async function cardState(page: Page) {
  return page.evaluate(() => {
    const card = document.querySelector<HTMLElement>('[data-testid=html-annotation]');
    if (!card) return null;
    const link = card.querySelector('a');
    return {
      text: card.textContent ?? '',
      shown: card.parentElement!.style.display !== 'none',
      scripts: card.querySelectorAll('script').length,
      handlers: [...card.querySelectorAll('*')].flatMap((e) => e.getAttributeNames()).filter((n) => n.startsWith('on')).length,
      imageSrc: card.querySelector('img')?.getAttribute('src') ?? null,
      link: link ? { href: link.getAttribute('href'), rel: link.getAttribute('rel'), target: link.getAttribute('target') } : null,
    };
  });
}

async function createFromMenu(page: Page, type: string): Promise<string> {
  await showPanel(page, 'sceneTree');
  await page.getByTestId('scene-tree-row-scene').click({ button: 'right' });
  await page.getByTestId(`scene-tree-create-${type}`).click();
  await expect.poll(() => run<string>(page, `const n = s.document.get(s.selection.selected[0]); return n ? n.type : '';`)).toBe(type);
  await page.getByTestId('tab-inspector').click();
  return run<string>(page, 'return s.selection.selected[0];');
}

const undoKey = async (page: Page) => {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
};

test('twin elements: an HTML annotation from the menu, hostile content never runs, edit, undo, save, reload, the player', async ({ page }) => {
  test.setTimeout(480_000);
  const scene = await openLitScene(page, { name: 'Twin elements' });

  // The annotation: a card over the viewport at the node's origin, with the default content.
  const annotation = await createFromMenu(page, 'HtmlAnnotation');
  await expect.poll(() => cardState(page).then((c) => c?.text)).toBe('NoteText');
  expect((await cardState(page))!.shown).toBe(true);

  const field = page.getByTestId('inspector-row-html').locator('textarea');
  await field.fill(HOSTILE);
  await field.press('Control+Enter');
  await expect.poll(() => run<string>(page, `return s.document.get(${JSON.stringify(annotation)}).props.html;`)).toBe(HOSTILE);
  await expect.poll(() => cardState(page).then((c) => c?.text)).toBe('Pump 7Flow 12more');
  expect(await cardState(page)).toMatchObject({ scripts: 0, handlers: 0, imageSrc: null, link: { href: null, rel: 'noopener noreferrer', target: '_blank' } });
  await page.getByTestId('html-annotation').getByText('more').click();
  expect(await ranFlag(page)).toBeNull();
  await page.screenshot({ path: test.info().outputPath('annotation-designer.png') });

  // Behind the camera the card is hidden; in front of it again, shown.
  await run(page, 'const cam = vp.scene.activeCamera; cam.target.set(0, 0, -20); cam.alpha = Math.PI / 2; cam.beta = Math.PI / 2; cam.radius = 10; vp.invalidate(true);');
  await expect.poll(() => cardState(page).then((c) => c?.shown)).toBe(false);
  await run(page, 'const cam = vp.scene.activeCamera; cam.target.set(0, 0, 0); cam.alpha = -Math.PI / 2; cam.beta = 1.1; cam.radius = 12; vp.invalidate(true);');
  await expect.poll(() => cardState(page).then((c) => c?.shown)).toBe(true);

  // Undo takes the content back; redo brings the edit again.
  await undoKey(page);
  await expect.poll(() => cardState(page).then((c) => c?.text)).toBe('NoteText');
  await page.keyboard.press('Control+y');
  await expect.poll(() => cardState(page).then((c) => c?.text)).toBe('Pump 7Flow 12more');

  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);
  await page.goto(scene.url);
  await waitForViewport(page);
  expect(await run<string>(page, `return s.document.get(${JSON.stringify(annotation)}).props.html;`)).toBe(HOSTILE);
  await expect.poll(() => cardState(page).then((c) => c?.text), { timeout: 30_000 }).toBe('Pump 7Flow 12more');
  expect(await ranFlag(page)).toBeNull();

  await openSavedInPlayer(page, scene);
  await expect.poll(() => cardState(page).then((c) => c && { text: c.text, shown: c.shown }), { timeout: 30_000 }).toEqual({ text: 'Pump 7Flow 12more', shown: true });
  expect(await cardState(page)).toMatchObject({ scripts: 0, handlers: 0, imageSrc: null });
  expect(await ranFlag(page)).toBeNull();
  await page.screenshot({ path: test.info().outputPath('annotation-player.png') });
});
