import { expect, test, type Page } from '@playwright/test';
import { inViewport } from './designer.js';

/** What the tests sharing one designer page call where each used to open its own scene. */
export interface SharedDesigner {
  /**
   * The first test: open the scene with the `open` given to `shareOneDesigner`. A later test: take the page back to that
   * scene as it was then: an open menu closed, every edit undone (checked against the document's content then), the
   * undo history and the selection cleared.
   */
  openScene(page: Page): Promise<void>;
}

/**
 * The tests of the describe block (or file) this is called in run in order on one page (their `page`), where each
 * calls `openScene` instead of opening a scene of its own. Serial mode: when one fails, the rest are skipped
 * and the whole group runs again on its retry, in a new page.
 *
 * For tests that need a scene open in the designer, not a fresh page: none may reload or leave the page, save, sign in
 * again, route requests, or check a layout, a session or a scene's first load. Why: a designer start costs about 8
 * CPU-s (docs/architecture.md, Times), more than most such tests' own work.
 */
export function shareOneDesigner(open: (page: Page) => Promise<unknown>): SharedDesigner {
  test.describe.configure({ mode: 'serial' });
  let shared: Page | undefined;
  let content: string | undefined;
  test.use({
    page: async ({ browser, baseURL, viewport, storageState }, provide) => {
      shared ??= await (await browser.newContext({ baseURL, viewport, storageState })).newPage();
      await provide(shared);
    },
  });
  test.afterAll(async () => {
    await shared?.context().close();
    shared = undefined;
    content = undefined;
  });
  return {
    async openScene(page) {
      if (content === undefined) {
        await open(page);
        content = await inViewport<string>(page, 'return s.document.serialize();');
        return;
      }
      await page.keyboard.press('Escape');
      const now = await inViewport<string>(page, 'while (s.undo.undo()); s.undo.clear(); s.selection.clear(); await vp.runtime.whenIdle(); return s.document.serialize();');
      expect(now, 'the shared scene once every step of the tests before is undone').toBe(content);
    },
  };
}
