import { expect, test, type Locator, type Page } from '@playwright/test';
import { openDemoScene, inViewport as run } from './support/designer.js';
import { settledPicture } from './support/pixels.js';

type Point = { x: number; y: number };

/** Ids of the document's nodes of a type and name. */
const nodesNamed = (page: Page, type: string, name: string) =>
  run<string[]>(page, `return s.document.ids().filter((id) => { const n = s.document.get(id); return n.type === ${JSON.stringify(type)} && n.name === ${JSON.stringify(name)}; });`);

/** Drag a panel item onto the viewport canvas at a point (CSS pixels from the canvas' top-left) with real mouse events. */
async function dragToViewport(page: Page, item: Locator, at: Point) {
  await item.scrollIntoViewIfNeeded();
  await item.dragTo(page.getByTestId('viewport-canvas'), { targetPosition: at });
}

test('lights, materials, HDRs and models from the built-in catalogue are dragged into the scene', async ({ page }) => {
  test.setTimeout(420_000);
  await openDemoScene(page);
  const canvas = (await page.getByTestId('viewport-canvas').boundingBox())!;
  const empty = { x: 30, y: canvas.height - 30 };

  // Open the Resources panel (the command with no item shows it).
  await run(page, `await s.commands.execute('builtinResources.insert');`);
  const panel = page.getByTestId('builtin-resources');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('builtin-light-sun')).toBeVisible();

  // A light: a DirectionalLight node named with the preset's title in the user's language, with the preset's values, selected, in the engine.
  // (The demo scene has a light named 'Sun' already.)
  const named = (name: string) => run<string[]>(page, `return s.document.ids().filter((id) => s.document.get(id).name === ${JSON.stringify(name)});`);
  const sunsBefore = await nodesNamed(page, 'DirectionalLight', 'Sun');
  const spheresBefore = await named('Sphere');
  await dragToViewport(page, panel.getByTestId('builtin-light-sun'), empty);
  await expect.poll(() => nodesNamed(page, 'DirectionalLight', 'Sun')).toHaveLength(sunsBefore.length + 1);
  const [sun] = (await nodesNamed(page, 'DirectionalLight', 'Sun')).filter((id) => !sunsBefore.includes(id));
  expect(await run(page, `return s.document.get(${JSON.stringify(sun)}).props;`)).toMatchObject({ intensity: 1.5, direction: { x: -0.5, y: -1, z: -0.3 } });
  expect(await run(page, `return s.selection.selected;`)).toEqual([sun]);
  await expect.poll(() => run(page, `return vp.runtime.objectOf(${JSON.stringify(sun)})?.node?.getClassName();`)).toBe('DirectionalLight');

  // A material dropped on a mesh (not selected) colours that mesh.
  await run(page, `
    s.undo.execute([s.document.insertPatch([{ id: 'br-box', type: 'Mesh', parent: 'scene', name: 'br-box', children: [],
      props: { geometry: { className: 'Box', params: { width: 2, height: 2, depth: 2 } }, position: { x: 0, y: 1, z: 0 }, color: { r: 0.8, g: 0.8, b: 0.8 } } }],
      { parent: 'scene', index: s.document.root.children.length })]);
    s.selection.clear();
    await vp.runtime.whenIdle();
  `);
  await page.waitForTimeout(500);
  const box = await run<{ center: Point }>(page, `return vp.probeNode('br-box');`);
  await dragToViewport(page, panel.getByTestId('builtin-material-red'), box.center);
  await expect.poll(() => run(page, `return s.document.get('br-box').props.color;`)).toEqual({ r: 0.9, g: 0.15, b: 0.1 });
  await expect.poll(() => run<number[]>(page, `const c = vp.runtime.objectOf('br-box').node.material.diffuseColor ?? vp.runtime.objectOf('br-box').node.material.albedoColor; return [c.r, c.g, c.b].map((v) => Math.round(v * 100) / 100);`))
    .toEqual([0.9, 0.15, 0.1]);

  // An HDR: the Scene node's sky becomes that environment, and the engine has an environment texture.
  await dragToViewport(page, panel.getByTestId('builtin-hdr-studio'), empty);
  // (Decoding and prefiltering the HDR keeps software WebGL busy for a while: generous waits.)
  await expect.poll(() => run(page, `return [s.document.root.props.skyMode, s.document.root.props.environmentUrl];`), { timeout: 120_000 })
    .toEqual(['hdr', expect.stringMatching(/\/build-in-file\/hdrs\/studio\.hdr$/)]);
  await expect.poll(() => run(page, `return !!vp.scene.environmentTexture && !!vp.scene.getMeshByName('scene.environmentSkybox')?.isVisible;`), { timeout: 120_000 }).toBe(true);

  // A model: imported as a node named after it, with its meshes in the engine.
  await dragToViewport(page, panel.getByTestId('builtin-model-sphere'), empty);
  await expect(page.getByTestId('notification').filter({ hasText: 'Imported Sphere' })).toBeVisible({ timeout: 30_000 });
  const sphere = (await named('Sphere')).find((id) => !spheresBefore.includes(id));
  expect(sphere).toBeTruthy();
  await run(page, 'await vp.runtime.whenIdle();');
  await expect.poll(() => run<number>(page, `return vp.scene.meshes.filter((m) => m.getTotalVertices() > 0 && (function up(n){ return n ? (n.metadata && n.metadata.nodeId === ${JSON.stringify(sphere)}) || up(n.parent) : false; })(m)).length;`))
    .toBeGreaterThan(0);

  // An image: the Scene node's background.
  await dragToViewport(page, panel.getByTestId('builtin-image-checker'), empty);
  await expect.poll(() => run(page, `return s.document.root.props.backgroundImage;`)).toEqual(expect.stringMatching(/\/build-in-file\/images\/checker\.png$/));

  // The tree shows what was added.
  const treeTab = page.getByTestId('tab-sceneTree');
  if (await treeTab.count()) await treeTab.click();
  await expect(page.getByTestId(`scene-tree-row-${sun}`)).toHaveAttribute('data-name', 'Sun');
  await expect(page.getByTestId(`scene-tree-row-${sphere}`)).toHaveAttribute('data-name', 'Sphere');
  await page.screenshot({ path: '/tmp/viewport-builtin-resources.png' });
  // Look towards the horizon: the HDR sky box shows above the grid.
  await run(page, `const c = vp.views[0].camera; c.beta = 1.45; c.radius = 12;`);
  await settledPicture(page);
  await page.screenshot({ path: '/tmp/viewport-builtin-sky.png' });
});
