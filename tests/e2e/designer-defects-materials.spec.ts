import { expect, test, type Page } from '@playwright/test';
import { inViewport as run } from './support/designer.js';
import { openLitScene } from './support/lit-scene.js';
import { shareOneDesigner } from './support/one-designer.js';
import { viewportAt } from './support/viewport-quality.js';

// These checks compare the viewport's own pixels (small areas, a one-pixel edge, an effect's faint shading): sharp.
test.use({ storageState: viewportAt('high') });

// Issue 26, items 10, 12, 13 and 18: material defects a designer meets in the inspector and the viewport.

/** Pixels of the box on the canvas (selection cleared so no gizmo tints them), drawn now, in a square of `half` px around its centre. */
function boxPixels(page: Page, half: number): Promise<{ lumaSpread: number; mean: [number, number, number]; reddish: number; n: number }> {
  return run(page, `
    s.selection.clear();
    await Promise.race([vp.runtime.whenIdle(), new Promise((r) => setTimeout(r, 1000))]);
    vp.scene.render();
    const mesh = vp.runtime.objectOf('box').node;
    const scene = vp.scene;
    const engine = scene.getEngine();
    const p = mesh.getBoundingInfo().boundingBox.centerWorld;
    const vpx = scene.activeCamera.viewport.toGlobal(engine.getRenderWidth(), engine.getRenderHeight());
    const q = p.constructor.Project(p, mesh.getWorldMatrix().constructor.Identity(), scene.getTransformMatrix(), vpx);
    const canvas = engine.getRenderingCanvas();
    const probe = document.createElement('canvas');
    probe.width = canvas.width; probe.height = canvas.height;
    const g = probe.getContext('2d', { willReadFrequently: true });
    g.drawImage(canvas, 0, 0);
    const d = g.getImageData(Math.round(q.x) - ${half}, Math.round(q.y) - ${half}, ${2 * half}, ${2 * half}).data;
    const sum = [0, 0, 0];
    let reddish = 0, lo = 255, hi = 0;
    for (let i = 0; i < d.length; i += 4) {
      sum[0] += d[i]; sum[1] += d[i + 1]; sum[2] += d[i + 2];
      const y = 0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2];
      lo = Math.min(lo, y); hi = Math.max(hi, y);
      if (d[i] > d[i + 1] + 60 && d[i] > d[i + 2] + 60) reddish++;
    }
    const n = d.length / 4;
    return { lumaSpread: hi - lo, mean: [sum[0] / n, sum[1] / n, sum[2] / n], reddish, n };
  `);
}

async function selectBox(page: Page): Promise<void> {
  await page.getByTestId('tab-sceneTree').click();
  await page.locator('[data-testid=scene-tree-row-box]').click();
  const tab = page.getByTestId('tab-inspector');
  if (await tab.count()) await tab.click();
}

// Each test gives the box a material of its own in one lit scene; every edit is undone before the next.
test.describe('one lit scene', () => {
  const designer = shareOneDesigner((page) => openLitScene(page, { name: 'Material defects' }));

  test('a no-light material shows its picture on the box (Checker), not a solid white box', async ({ page }) => {
    await designer.openScene(page);
    await selectBox(page);
    await page.getByTestId('material-new').selectOption('NoLightMaterial');
    await expect.poll(() => run(page, "return vp.runtime.objectOf('box').node.material?.getClassName();")).toBe('StandardMaterial');
    // Solid white without a picture: one luminance across the box's front face.
    const plain = await boxPixels(page, 12);
    expect(plain.lumaSpread).toBeLessThan(20);
    await selectBox(page);
    const preview = page.getByTestId('texture-preview-texture');
    await preview.scrollIntoViewIfNeeded();
    await preview.click({ button: 'right' });
    await page.getByTestId('texture-menu-textures').click();
    await page.getByTestId('texture-preset-checker-1').click();
    await expect.poll(() => run(page, "return s.document.get(s.document.get('box').props.material).props.texture?.procedural;")).toBe('checker-1');
    // The checker's two colours on the face: dark and light squares.
    let last = plain;
    await expect.poll(async () => (last = await boxPixels(page, 12)).lumaSpread, { timeout: 60_000, message: 'checker squares on the box' }).toBeGreaterThan(60);
    await page.screenshot({ path: test.info().outputPath('no-light-checker.png') });
    expect(last.mean.some((c) => c < 230)).toBe(true);
  });

  test('Fresnel on PBR: an emissive term with a red edge colour and power 0.5 draws a red edge on the box', async ({ page }) => {
    await designer.openScene(page);
    await selectBox(page);
    await page.getByTestId('material-new').selectOption('PBRMaterial');
    const panel = page.getByTestId('fresnel-panel');
    await expect(panel).toBeVisible();
    const before = await boxPixels(page, 40);
    await selectBox(page);
    await panel.scrollIntoViewIfNeeded();
    await panel.getByTestId('fresnel-add-kind').selectOption('emissive');
    await panel.getByTestId('fresnel-add').click();
    await panel.getByTestId('fresnel-emissive-left').fill('#ff0000');
    await panel.getByTestId('fresnel-emissive-power').fill('0.5');
    await panel.getByTestId('fresnel-emissive-power').press('Enter');
    await expect.poll(() => run(page, "const f = s.document.get(s.document.get('box').props.material).props.fresnel.emissive; return [f.power, f.leftColor.r, f.leftColor.g];")).toEqual([0.5, 1, 0]);
    await expect.poll(async () => (await boxPixels(page, 40)).reddish, { timeout: 60_000, message: 'red pixels on the box' }).toBeGreaterThan(before.reddish + 100);
    await page.screenshot({ path: test.info().outputPath('pbr-fresnel-emissive.png') });
  });
});

/**
 * The characters the UI's fonts draw in every language (--kf-font: system-ui, Noto Sans, Noto Sans CJK): printable
 * ASCII, Latin-1, general punctuation (… – ’), CJK symbols and punctuation (、。「」) and the CJK ideographs. Not the
 * halfwidth and fullwidth forms (U+FF00–U+FFEF: the fullwidth plus U+FF0B drew as a missing-glyph box), emoji or
 * pictographs: whether those draw depends on the fonts a machine happens to have.
 */
const UI_FONT_CHARACTERS = /^[\u0020-\u007E\u00A0-\u00FF\u2010-\u2027\u2030-\u205E\u3000-\u303F\u4E00-\u9FFF]$/u;

/** The characters of `text` outside UI_FONT_CHARACTERS, as U+XXXX with the character. */
function outsideUiFonts(text: string): string[] {
  return [...text].filter((c) => !UI_FONT_CHARACTERS.test(c)).map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} '${c}'`);
}

/** Whether a text drawn in an element's font differs from the missing-glyph box (tofu) a font without the character draws. */
function drawsAsMissingGlyph(page: Page, testId: string, text: string): Promise<boolean> {
  return page.evaluate(({ id, label }) => {
    const element = document.querySelector(`[data-testid=${id}]`) as HTMLElement;
    const font = getComputedStyle(element).font;
    const draw = (s: string) => {
      const c = document.createElement('canvas');
      c.width = 64; c.height = 32;
      const g = c.getContext('2d', { willReadFrequently: true })!;
      g.font = font;
      g.fillStyle = '#000';
      g.textBaseline = 'middle';
      g.fillText(s, 4, 16);
      return Array.from(g.getImageData(0, 0, 64, 32).data).join();
    };
    // A private-use character no font here has: what the browser draws for a character it cannot show.
    return draw(label) === draw('\u{10FFFD}');
  }, { id: testId, label: text });
}

test('the Material row: the new-material select draws its label (no missing-glyph box) and names no type twice, in three languages', async ({ browser }) => {
  test.setTimeout(300_000);
  const doubled = { en: /\b(\w+) \1\b/i, 'zh-CN': /材质材质/, 'zh-TW': /材質材質/ } as const;
  for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
    // A fresh browser context per language: the designer starts in it with its default layout.
    const context = await browser.newContext();
    const page = await context.newPage();
    await openLitScene(page, { locale, name: `Material labels ${locale}` });
    // View › Properties (a fresh Chinese profile's layout may keep the Properties tab behind another).
    await run(page, "s.selection.set(['box']); await s.commands.execute('workbench.showPanel.inspector');");
    const select = page.getByTestId('material-new');
    await expect(select).toBeVisible();
    const texts = await select.locator('option').allTextContents();
    expect(texts.length).toBeGreaterThan(4);
    // Font-independent: no option text holds a character the UI's fonts may not draw (the fullwidth plus '＋' U+FF0B,
    // other fullwidth forms, emoji); the first option, the select's face, is the ASCII '+'.
    for (const text of texts) {
      expect(text, `${locale}: ${text}`).not.toMatch(doubled[locale]);
      expect(outsideUiFonts(text), `${locale}: characters of '${text}' outside the UI fonts`).toEqual([]);
      expect(text).not.toContain('\uFF0B');
    }
    expect(texts[0]).toBe('+');
    // And in this browser's fonts: no character of the options draws as the missing-glyph box.
    for (const character of new Set(texts.join('').replace(/\s/g, ''))) {
      expect(await drawsAsMissingGlyph(page, 'material-new', character), `'${character}' draws as the missing-glyph box`).toBe(false);
    }
    await page.getByTestId('panel-inspector').screenshot({ path: test.info().outputPath(`material-row-${locale}.png`) });
    await context.close();
  }
});
