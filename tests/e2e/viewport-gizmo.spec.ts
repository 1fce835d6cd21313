import { expect, test, type Page } from '@playwright/test';
import { openDemoScene, inViewport as run } from './support/designer.js';
import { shareOneDesigner } from './support/one-designer.js';

type Point = { x: number; y: number };
type Probe = { center: Point; xArrow?: Point };
type Vec = { x: number; y: number; z: number };

const positionOf = (page: Page, id: string) => run<Vec>(page, `return s.document.get(${JSON.stringify(id)}).props.position;`);

/** Press on a point, move in steps along a direction, release: a user's drag. */
async function drag(page: Page, from: Point, direction: Point, distance: number) {
  const length = Math.hypot(direction.x, direction.y) || 1;
  await page.mouse.move(from.x, from.y);
  await page.mouse.move(from.x + 1, from.y);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + (direction.x / length) * (distance * i) / 10, from.y + (direction.y / length) * (distance * i) / 10);
  await page.mouse.up();
}

// The tests add nodes of their own to one copy of the demo scene; every edit is undone before the next. The one that
// splits the viewport into four windows runs last: the others read and click the single view.
test.describe('one demo scene', () => {
  const designer = shareOneDesigner(openDemoScene);

  test('a point light shows a bulb: clicking it selects the light, the move gizmo moves it as one undo step, and it gets no rotate gizmo', async ({ page }) => {
    await designer.openScene(page);
    await run(page, `
      s.undo.execute([s.document.insertPatch([{ id: 'gz-lamp', type: 'PointLight', parent: 'scene', name: 'Lamp', children: [],
        props: { position: { x: 1, y: 1.5, z: 0 }, intensity: 1, enabled: true } }], { parent: 'scene', index: s.document.root.children.length })]);
      await vp.runtime.whenIdle();
      s.selection.clear();
    `);
    if ((await page.getByTestId('viewport-gizmo-move').getAttribute('aria-pressed')) !== 'true') await page.getByTestId('viewport-gizmo-move').click();
    await page.waitForTimeout(500);
    const canvas = (await page.getByTestId('viewport-canvas').boundingBox())!;
    const bulb = (await run<Probe>(page, `return vp.probeNode('gz-lamp');`)).center;
    expect(bulb.x).toBeGreaterThan(0);
    expect(bulb.x).toBeLessThan(canvas.width);

    // A click on the bulb selects the light.
    await page.mouse.click(canvas.x + bulb.x, canvas.y + bulb.y);
    await expect.poll(() => run<string[]>(page, `return s.selection.selected;`)).toEqual(['gz-lamp']);
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/viewport-light-gizmo.png' });

    // Its move gizmo moves the light: the document's position, then the engine light.
    const probe = await run<Probe>(page, `return vp.probeGizmo('perspective');`);
    expect(probe.xArrow, 'the light shows the move gizmo').toBeTruthy();
    await drag(page, { x: canvas.x + probe.xArrow!.x, y: canvas.y + probe.xArrow!.y }, { x: probe.xArrow!.x - probe.center.x, y: probe.xArrow!.y - probe.center.y }, 80);
    const moved = await positionOf(page, 'gz-lamp');
    expect(moved.x).toBeGreaterThan(1.3);
    expect(moved.y).toBeCloseTo(1.5, 3);
    expect(moved.z).toBeCloseTo(0, 3);
    expect(await run<number>(page, `return vp.runtime.objectOf('gz-lamp').node.position.x;`)).toBeCloseTo(moved.x, 3);
    // A light has no rotation or scaling of its own: the drag wrote only its position.
    expect(await run<string[]>(page, `return Object.keys(s.document.get('gz-lamp').props).filter((k) => k === 'rotation' || k === 'scaling');`)).toEqual([]);

    // One undo step puts it back, and the bulb follows.
    await page.keyboard.press('Control+z');
    await expect.poll(() => positionOf(page, 'gz-lamp')).toEqual({ x: 1, y: 1.5, z: 0 });
    await expect.poll(async () => (await run<Probe>(page, `return vp.probeNode('gz-lamp');`)).center.x).toBeCloseTo(bulb.x, 0);

    // Rotate and scale do not apply to a light alone: no gizmo.
    await page.getByTestId('viewport-gizmo-rotate').click();
    await expect.poll(() => run<Probe | undefined>(page, `return vp.probeGizmo('perspective');`)).toBeUndefined();
  });

  test('the Scene node render width and height set the render resolution, letterboxed in the panel; 0 follows the panel', async ({ page }) => {
    await designer.openScene(page);
    const renderSize = () => run<{ width: number; height: number }>(page, `return { width: vp.engine.getRenderWidth(), height: vp.engine.getRenderHeight() };`);
    const panel = await renderSize();

    // Through the inspector: nothing selected shows the Scene node.
    await run(page, `s.selection.clear();`);
    const tab = page.getByTestId('tab-inspector');
    if (await tab.count()) await tab.click();
    const inspector = page.getByTestId('panel-inspector');
    await expect(inspector.getByTestId('inspector-heading')).toHaveText('Scene');
    for (const [name, value] of [['renderWidth', '640'], ['renderHeight', '200']] as const) {
      const input = inspector.getByTestId(`inspector-row-${name}`).getByTestId('number-input');
      await input.focus();
      await page.keyboard.press('Control+a');
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => run(page, `return [s.document.root.props.renderWidth, s.document.root.props.renderHeight];`)).toEqual([640, 200]);
    await expect.poll(renderSize).toEqual({ width: 640, height: 200 });
    await expect(page.getByTestId('viewport-canvas')).toHaveAttribute('data-render-size', '640x200');

    // Shown with its aspect ratio kept, as large as fits, centred.
    const canvas = (await page.getByTestId('viewport-canvas').boundingBox())!;
    const stage = (await page.locator('.kf-viewport-stage').boundingBox())!;
    expect(canvas.width / canvas.height).toBeCloseTo(640 / 200, 1);
    expect(Math.abs(canvas.width - stage.width) < 2 || Math.abs(canvas.height - stage.height) < 2).toBe(true);
    expect(canvas.x - stage.x).toBeCloseTo(stage.x + stage.width - (canvas.x + canvas.width), 0);
    expect(canvas.y - stage.y).toBeCloseTo(stage.y + stage.height - (canvas.y + canvas.height), 0);
    await page.screenshot({ path: '/tmp/viewport-render-size.png' });

    // Picking still maps the pointer to the right place: a click on a box in the letterboxed canvas selects it.
    await run(page, `
      s.undo.execute([s.document.insertPatch([{ id: 'rs-box', type: 'Mesh', parent: 'scene', name: 'rs-box', children: [],
        props: { geometry: { className: 'Box', params: { width: 1, height: 1, depth: 1 } }, position: { x: 0, y: 0.5, z: 0 } } }], { parent: 'scene', index: s.document.root.children.length })]);
      await vp.runtime.whenIdle();
    `);
    await page.waitForTimeout(500);
    const box = await run<Probe>(page, `return vp.probeNode('rs-box');`);
    await page.mouse.click(canvas.x + box.center.x, canvas.y + box.center.y);
    await expect.poll(() => run(page, `return s.selection.selected;`)).toEqual(['rs-box']);

    // Undo the size: the render follows the panel again.
    await run(page, `s.undo.execute([s.document.setPropPatch('scene', 'renderWidth', 0)]);`);
    await expect.poll(renderSize).toEqual(panel);
    await expect(page.getByTestId('viewport-canvas')).not.toHaveAttribute('data-render-size', /.*/);
  });

  test('the move gizmo moves the whole selection from an orthographic window of four, as one undo step', async ({ page }) => {
    await designer.openScene(page);
    await run(page, `
      const root = s.document.root;
      const box = (id, x, z) => s.document.insertPatch([{ id, type: 'Mesh', parent: 'scene', name: id, children: [],
        props: { geometry: { className: 'Box', params: { width: 1, height: 1, depth: 1 } }, position: { x, y: 0.5, z }, rotation: { x: 0, y: 0.4, z: 0 }, scaling: { x: 1, y: 1, z: 1 } } }],
        { parent: 'scene', index: root.children.length });
      s.undo.execute([box('gz-a', -2, 1)]);
      s.undo.execute([box('gz-b', 2, -1)]);
      await vp.runtime.whenIdle();
      s.selection.set(['gz-a', 'gz-b']);
    `);
    const before = { a: await positionOf(page, 'gz-a'), b: await positionOf(page, 'gz-b') };

    await page.getByTestId('viewport-layout-quad').click();
    await expect(page.getByTestId('viewport-canvas')).toHaveAttribute('data-layout', 'quad');
    if ((await page.getByTestId('viewport-gizmo-move').getAttribute('aria-pressed')) !== 'true') await page.getByTestId('viewport-gizmo-move').click();
    await expect(page.getByTestId('viewport-gizmo-move')).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/viewport-gizmo-quad.png' });

    // The gizmo sits between the two boxes in every window; grab its X arrow in the top (orthographic) window.
    const probe = await run<Probe | undefined>(page, `return vp.probeGizmo('top');`);
    expect(probe?.xArrow, 'the top window shows the move gizmo').toBeTruthy();
    const canvas = (await page.getByTestId('viewport-canvas').boundingBox())!;
    // The top window is the top-right quarter.
    expect(probe!.center.x).toBeGreaterThan(canvas.width / 2);
    expect(probe!.center.y).toBeLessThan(canvas.height / 2);
    const direction = { x: probe!.xArrow!.x - probe!.center.x, y: probe!.xArrow!.y - probe!.center.y };
    await drag(page, { x: canvas.x + probe!.xArrow!.x, y: canvas.y + probe!.xArrow!.y }, direction, 90);

    const after = { a: await positionOf(page, 'gz-a'), b: await positionOf(page, 'gz-b') };
    const delta = { a: after.a.x - before.a.x, b: after.b.x - before.b.x };
    expect(delta.a).toBeGreaterThan(0.5);
    expect(delta.b).toBeCloseTo(delta.a, 3);
    for (const key of ['y', 'z'] as const) {
      expect(after.a[key]).toBeCloseTo(before.a[key], 3);
      expect(after.b[key]).toBeCloseTo(before.b[key], 3);
    }
    // The engine nodes follow the document.
    expect(await run<number>(page, `return vp.runtime.objectOf('gz-b').node.position.x;`)).toBeCloseTo(after.b.x, 3);

    // Ctrl+Z restores both at once, and only the drag (the boxes are still there).
    await page.keyboard.press('Control+z');
    await expect.poll(() => positionOf(page, 'gz-a')).toEqual(before.a);
    expect(await positionOf(page, 'gz-b')).toEqual(before.b);
    expect(await run<boolean>(page, `return !!s.document.get('gz-a') && !!s.document.get('gz-b');`)).toBe(true);

    // The front window works too: a drag there moves both again.
    await page.waitForTimeout(300);
    const front = await run<Probe | undefined>(page, `return vp.probeGizmo('front');`);
    expect(front?.xArrow, 'the front window shows the move gizmo').toBeTruthy();
    expect(front!.center.y).toBeGreaterThan(canvas.height / 2);
    await drag(page, { x: canvas.x + front!.xArrow!.x, y: canvas.y + front!.xArrow!.y }, { x: front!.xArrow!.x - front!.center.x, y: front!.xArrow!.y - front!.center.y }, 60);
    const again = { a: await positionOf(page, 'gz-a'), b: await positionOf(page, 'gz-b') };
    expect(again.a.x - before.a.x).toBeGreaterThan(0.3);
    expect(again.b.x - before.b.x).toBeCloseTo(again.a.x - before.a.x, 3);
  });
});
