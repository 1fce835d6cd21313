import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, openDemoScene, waitForViewport } from './support/designer.js';
import { meanPixelDifference } from './support/pixels.js';
import { shareOneDesigner } from './support/one-designer.js';
import { signIn } from './support/session.js';

type Point = { x: number; y: number };

const MESH = 'sp-path';
const pointsOf = (page: Page) => run<number[]>(page, `return s.document.get('${MESH}').props.geometry.params.points;`);

/** A mesh with Spline geometry of type path (three points on the ground), selected and framed. */
async function addPathMesh(page: Page): Promise<void> {
  await run(page, `
    s.undo.execute([s.document.insertPatch([{ id: '${MESH}', type: 'Mesh', parent: 'scene', name: 'Path', children: [],
      props: { geometry: { className: 'Spline', params: { splineType: 'path', points: [-2, 0, 0, 0, 0, 2, 2, 0, 0], closed: false } },
        position: { x: 0, y: 2.5, z: 0 } } }], { parent: 'scene', index: s.document.root.children.length })]);
    await vp.runtime.whenIdle();
    s.selection.set(['${MESH}']);
    s.viewport.frameSelection();
  `);
}

/** RGB bytes of a square of the viewport canvas around a canvas point (CSS pixels), at canvas resolution. */
function regionPixels(page: Page, at: Point, half: number): Promise<number[]> {
  return page.evaluate(({ at, half }) => {
    const source = document.querySelector('[data-testid=viewport-canvas]') as HTMLCanvasElement;
    const scale = source.width / source.getBoundingClientRect().width;
    const size = Math.round(half * 2 * scale);
    const probe = document.createElement('canvas');
    probe.width = size;
    probe.height = size;
    const g = probe.getContext('2d', { willReadFrequently: true })!;
    g.drawImage(source, Math.round((at.x - half) * scale), Math.round((at.y - half) * scale), size, size, 0, 0, size, size);
    const data = g.getImageData(0, 0, size, size).data;
    const rgb: number[] = [];
    for (let i = 0; i < data.length; i += 4) rgb.push(data[i], data[i + 1], data[i + 2]);
    return rgb;
  }, { at, half });
}

/** Redraw and wait until the runtime is idle and a frame has been drawn after it. */
async function settled(page: Page): Promise<void> {
  const before = await run<number>(page, 'await vp.runtime.whenIdle(); vp.invalidate(true); return vp.framesRendered;');
  await expect.poll(() => run<number>(page, 'return vp.framesRendered;')).toBeGreaterThan(before);
}

// Each test adds the path mesh to one copy of the demo scene; every edit is undone before the next.
test.describe('one demo scene', () => {
  const designer = shareOneDesigner(openDemoScene);

  test('path points of a Spline geometry: add, remove, multi-select, clear with confirmation, drag a handle in the viewport, undo', async ({ page }) => {
    test.setTimeout(240_000);
    await designer.openScene(page);
    await addPathMesh(page);
    const editor = page.getByTestId('geometry-param-points').getByTestId('vector3-points-points');
    await expect(editor).toBeVisible({ timeout: 30_000 });
    await expect(editor.getByTestId('vector3-points-count')).toHaveText('3 points');
    // Rows are clicked on their index (a click in a field edits it).
    const row = (i: number) => editor.getByTestId(`vector3-point-${i}`);
    const pick = (i: number, modifiers?: ('Control' | 'Shift')[]) => row(i).click({ position: { x: 12, y: 12 }, modifiers });

    // Add after point 0: halfway to point 1, selected.
    await pick(0);
    await editor.getByTestId('vector3-points-add').click();
    await expect.poll(() => pointsOf(page)).toEqual([-2, 0, 0, -1, 0, 1, 0, 0, 2, 2, 0, 0]);
    await expect(editor.getByTestId('vector3-points-count')).toHaveText('4 points');
    await expect(row(1)).toHaveAttribute('aria-selected', 'true');

    // Multi-select: Ctrl toggles, Shift selects a range; remove drops the selected points.
    await pick(3, ['Control']);
    await expect(row(1)).toHaveAttribute('aria-selected', 'true');
    await expect(row(3)).toHaveAttribute('aria-selected', 'true');
    await pick(3, ['Control']);
    await expect(row(3)).toHaveAttribute('aria-selected', 'false');
    await pick(0);
    await pick(1, ['Shift']);
    await expect(row(0)).toHaveAttribute('aria-selected', 'true');
    await expect(row(1)).toHaveAttribute('aria-selected', 'true');
    await editor.getByTestId('vector3-points-remove').click();
    await expect.poll(() => pointsOf(page)).toEqual([0, 0, 2, 2, 0, 0]);
    await page.keyboard.press('Control+z');
    await expect.poll(() => pointsOf(page)).toEqual([-2, 0, 0, -1, 0, 1, 0, 0, 2, 2, 0, 0]);

    // Delete in the list removes the selected point, not the selected mesh.
    await pick(2);
    await page.keyboard.press('Delete');
    await expect.poll(() => pointsOf(page)).toEqual([-2, 0, 0, -1, 0, 1, 2, 0, 0]);
    expect(await run<boolean>(page, `return !!s.document.get('${MESH}');`)).toBe(true);
    await page.keyboard.press('Control+z');
    await expect.poll(() => pointsOf(page)).toEqual([-2, 0, 0, -1, 0, 1, 0, 0, 2, 2, 0, 0]);

    // Typing a coordinate writes it.
    const y = editor.getByTestId('vector3-point-3-y');
    await y.fill('0.5');
    await y.press('Enter');
    await expect.poll(() => pointsOf(page)).toEqual([-2, 0, 0, -1, 0, 1, 0, 0, 2, 2, 0.5, 0]);

    // Select point 0 alone: the viewport shows one handle there. Drag it; the line moves with it.
    await pick(0);
    await expect.poll(() => run<number>(page, 'return vp.pointHandleCount;')).toBe(1);
    await settled(page);
    const canvas = (await page.getByTestId('viewport-canvas').boundingBox())!;
    const handle = (await run<Point>(page, 'return vp.probePointHandle(0);'))!;
    const neighbour = (await run<Point>(page, `return vp.probePoint({ x: -1, y: 2.5, z: 1 });`))!;
    expect(handle.x).toBeGreaterThan(0);
    expect(handle.x).toBeLessThan(canvas.width);
    // The middle of the segment from point 0 to point 1: the line crosses there before the drag, not after.
    const middle = { x: (handle.x + neighbour.x) / 2, y: (handle.y + neighbour.y) / 2 };
    const before = await regionPixels(page, middle, 6);
    await page.screenshot({ path: test.info().outputPath('spline-points-before-drag.png') });

    await page.mouse.move(canvas.x + handle.x, canvas.y + handle.y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(canvas.x + handle.x + i * 6, canvas.y + handle.y - i * 6);
    await page.mouse.up();
    const dragged = await pointsOf(page);
    expect(Math.hypot(dragged[0] + 2, dragged[1], dragged[2]), 'point 0 moved').toBeGreaterThan(0.3);
    expect(dragged.slice(3)).toEqual([-1, 0, 1, 0, 0, 2, 2, 0.5, 0]);
    // The mesh did not move (the drag was the handle's, not the camera's or the transform gizmo's).
    expect(await run(page, `return s.document.get('${MESH}').props.position;`)).toEqual({ x: 0, y: 2.5, z: 0 });
    await settled(page);
    const after = await regionPixels(page, middle, 6);
    expect(meanPixelDifference(before, after), 'the line left the middle of its old segment').toBeGreaterThan(4);
    await page.screenshot({ path: test.info().outputPath('spline-points-after-drag.png') });

    // One undo step puts the point (and the line) back.
    await page.keyboard.press('Control+z');
    await expect.poll(() => pointsOf(page)).toEqual([-2, 0, 0, -1, 0, 1, 0, 0, 2, 2, 0.5, 0]);
    await settled(page);
    expect(meanPixelDifference(before, await regionPixels(page, middle, 6))).toBeLessThan(2);

    // Clear asks first (a warning titled Hint): Cancel keeps the points, Confirm empties the list.
    await editor.getByTestId('vector3-points-clear').click();
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toHaveAttribute('data-severity', 'warning');
    await expect(dialog.locator('h2')).toContainText('Hint');
    await expect(dialog).toContainText('Are you sure you want to empty it?');
    await expect(page.getByTestId('dialog-confirm')).toHaveText('Confirm');
    await page.screenshot({ path: test.info().outputPath('spline-points-clear-dialog.png') });
    await page.getByTestId('dialog-cancel').click();
    await expect(dialog).toHaveCount(0);
    expect(await pointsOf(page)).toHaveLength(12);
    await editor.getByTestId('vector3-points-clear').click();
    await page.getByTestId('dialog-confirm').click();
    await expect.poll(() => pointsOf(page)).toEqual([]);
    await expect(editor.getByTestId('vector3-points-count')).toHaveText('0 points');
    await expect.poll(() => run<number>(page, 'return vp.pointHandleCount;')).toBe(0);

    // Deselecting the mesh hides the editor and its handles.
    await page.keyboard.press('Control+z');
    await expect.poll(() => pointsOf(page)).toHaveLength(12);
    await run(page, 's.selection.clear();');
    await expect(editor).toHaveCount(0);
    await expect.poll(() => run<number>(page, 'return vp.pointHandleCount;')).toBe(0);
  });

  test('a point handle drags in the top window of four on the ground plane (height kept), as one undo step', async ({ page }) => {
    await designer.openScene(page);
    await addPathMesh(page);
    await page.getByTestId('viewport-layout-quad').click();
    await expect(page.getByTestId('viewport-canvas')).toHaveAttribute('data-layout', 'quad');
    const editor = page.getByTestId('vector3-points-points');
    await editor.getByTestId('vector3-point-2').click({ position: { x: 12, y: 12 } });
    await expect.poll(() => run<number>(page, 'return vp.pointHandleCount;')).toBe(1);
    await settled(page);
    const canvas = (await page.getByTestId('viewport-canvas').boundingBox())!;
    const handle = (await run<Point | undefined>(page, `return vp.probePointHandle(2, 'top');`))!;
    // The top window is the top-right quarter.
    expect(handle.x).toBeGreaterThan(canvas.width / 2);
    expect(handle.y).toBeLessThan(canvas.height / 2);
    await page.mouse.move(canvas.x + handle.x, canvas.y + handle.y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(canvas.x + handle.x - i * 5, canvas.y + handle.y + i * 3);
    await page.mouse.up();
    const moved = await pointsOf(page);
    expect(moved.slice(0, 6)).toEqual([-2, 0, 0, 0, 0, 2]);
    expect(Math.hypot(moved[6] - 2, moved[8]), 'point 2 moved on the ground plane').toBeGreaterThan(0.3);
    expect(moved[7]).toBeCloseTo(0, 3);
    expect(await run(page, `return s.document.get('${MESH}').props.position;`)).toEqual({ x: 0, y: 2.5, z: 0 });
    await page.screenshot({ path: test.info().outputPath('spline-points-quad.png') });
    await page.keyboard.press('Control+z');
    await expect.poll(() => pointsOf(page)).toEqual([-2, 0, 0, 0, 0, 2, 2, 0, 0]);
  });
});

const TEXTS = {
  en: { count: '3 points', add: 'Add', remove: 'Remove', clear: 'Clear' },
  'zh-CN': { count: '3 个点', add: '添加', remove: '删除', clear: '清空' },
  'zh-TW': { count: '3 個點', add: '新增', remove: '刪除', clear: '清空' },
} as const;

test('the point list editor in English, Simplified and Traditional Chinese', async ({ browser }) => {
  test.setTimeout(360_000);
  for (const [locale, text] of Object.entries(TEXTS) as [keyof typeof TEXTS, (typeof TEXTS)[keyof typeof TEXTS]][]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const session = await signIn(page, undefined, { locale });
    const headers = { Authentication: session.token };
    const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
    const scenes = (await (await page.request.get(`/cloud/api/repo/kf-scene/findAll/${project.uuid}`, { headers })).json()).data as { uuid: string; name: string }[];
    const demo = scenes.find((scene) => scene.name === 'Demo scene') ?? scenes[0];
    await page.goto(`/artistDesigner/${project.uuid}/${demo.uuid}/1`);
    await expect(page.getByTestId('viewport-canvas')).toBeVisible({ timeout: 120_000 });
    await waitForViewport(page);
    await addPathMesh(page);
    const editor = page.getByTestId('vector3-points-points');
    await expect(editor).toBeVisible({ timeout: 30_000 });
    await expect(editor.getByTestId('vector3-points-count')).toHaveText(text.count);
    await expect(editor.getByTestId('vector3-points-add')).toHaveText(text.add);
    await expect(editor.getByTestId('vector3-points-remove')).toHaveText(text.remove);
    await expect(editor.getByTestId('vector3-points-clear')).toHaveText(text.clear);
    await editor.getByTestId('vector3-point-0').click({ position: { x: 12, y: 12 } });
    await editor.getByTestId('vector3-point-2').click({ position: { x: 12, y: 12 }, modifiers: ['Shift'] });
    await editor.scrollIntoViewIfNeeded();
    await page.getByTestId('geometry-param-points').screenshot({ path: test.info().outputPath(`spline-points-editor-${locale}.png`) });
    await page.screenshot({ path: test.info().outputPath(`spline-points-page-${locale}.png`) });
    await context.close();
  }
});
