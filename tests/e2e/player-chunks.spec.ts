import { expect, test, type Page } from '@playwright/test';
import { apiToken } from './support/accounts.js';
import { DEMO_USER } from './support/session.js';
import { waitForPlayerDrawn } from './support/player-frames.js';

// Activation by content in the published viewer (issue 27, docs/architecture.md "Activation by content"): a publish link
// opened anonymously fetches only the code of the plugins its scene uses. The demo scene (meshes, lights, an orbit
// camera) fetches no particle, effect, extra material or logic chunk and nothing of the designer; the same scene with a
// particle system, a bloom effect, a PBR material and logic gets each of them. The page is the viewer's own entry
// (viewer.html): the app's router and screens are not loaded.

type PlayerWindow = Window & { __scenePlayer?: { kernel: { plugins: { activeIds: string[] } } } };

interface Doc {
  nodes: Record<string, { id: string; type: string; parent: string | null; name: string; props: Record<string, unknown>; children: string[] }>;
  logic?: { code: string; xml: string; codeBackup: string; xmlBackup: string };
}

/** Scripts the page fetches from our origin, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname.slice(url.pathname.lastIndexOf('/') + 1));
  });
  return scripts;
}

async function openLink(page: Page, shortKey: string): Promise<string[]> {
  const scripts = scriptsOf(page);
  await page.goto(`/preview/${shortKey}`);
  await expect(page.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await waitForPlayerDrawn(page);
  return scripts;
}

/**
 * Our scripts the page asked for before the player's first frame, or its first frame of the ready scene (its resource
 * timing; worker scripts are not listed).
 */
function scriptsBefore(page: Page, frame: 'firstFrameAt' | 'readyFrameAt' = 'firstFrameAt'): Promise<string[]> {
  return page.evaluate((key) => {
    const at = (window as Window & { __scenePlayer?: { view: Record<string, number | undefined> } }).__scenePlayer!.view[key]!;
    return performance.getEntriesByType('resource').filter((e) => e.startTime <= at).map((e) => new URL(e.name).pathname)
      .filter((path) => path.endsWith('.js')).map((path) => path.slice(path.lastIndexOf('/') + 1));
  }, frame);
}

const activeIds = (page: Page) => page.evaluate(() => (window as PlayerWindow).__scenePlayer!.kernel.plugins.activeIds);

test('a publish link loads only the chunks of the plugins its scene uses, and none of the designer', async ({ page, browser }) => {
  const headers = { Authentication: await apiToken(page.request, DEMO_USER) };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const scenes = (await (await page.request.get(`/cloud/api/repo/kf-scene/findAll/${project.uuid}`, { headers })).json()).data as { uuid: string; name: string }[];
  const demo = scenes.find((s) => s.name === 'Demo scene')!;
  const content = ((await (await page.request.get(`/cloud/api/repo/kf-scene/loadScene/${demo.uuid}`, { headers })).json()).data as { content: string }).content;
  const publish = async (doc: Doc, name: string) => {
    const saved = await page.request.post('/cloud/api/repo/kf-scene/saveScene', { headers, data: { uuid: null, projectUuid: project.uuid, name: `${name} ${Date.now()}`, content: JSON.stringify(doc) } });
    const sceneUuid = ((await saved.json()).data as { uuid: string }).uuid;
    return ((await (await page.request.post('/cloud/api/repo/kf-scene/pub-scene', { headers, data: { sceneUuid } })).json()).data as { shortKey: string }).shortKey;
  };

  // The demo scene as it is.
  const plain = await publish(JSON.parse(content) as Doc, 'Chunks plain');
  // The demo scene with a particle system (box emitter, sprite renderer), a bloom effect, a PBR material on its box and logic.
  const rich = JSON.parse(content) as Doc;
  const root = Object.values(rich.nodes).find((n) => n.parent === null)!;
  const add = (node: Doc['nodes'][string]) => {
    rich.nodes[node.id] = node;
    rich.nodes[node.parent!].children.push(node.id);
  };
  add({ id: 'fx', type: 'ParticleSystem', parent: root.id, name: 'Sparks', children: [], props: {
    stages: [{ id: 's1', kind: 'BoxEmitter', enabled: true }, { id: 's2', kind: 'SpriteRenderer', enabled: true }],
  } });
  add({ id: 'postProcesses', type: 'PostProcessPipeline', parent: root.id, name: 'Effects', children: [], props: {} });
  add({ id: 'bloom', type: 'BloomPostProcess', parent: 'postProcesses', name: 'Bloom', children: [], props: {} });
  add({ id: 'materials', type: 'MaterialLibrary', parent: root.id, name: 'Materials', children: [], props: {} });
  add({ id: 'pbr', type: 'PBRMaterial', parent: 'materials', name: 'Metal', children: [], props: { metallic: 1 } });
  const box = Object.values(rich.nodes).find((n) => n.type === 'Mesh' && n.id !== 'ground')!;
  box.props.material = 'pbr';
  rich.logic = { code: 'scene.log("chunks");', xml: '', codeBackup: '', xmlBackup: '' };
  const full = await publish(rich, 'Chunks rich');
  // The demo scene with a glTF model (its file is missing: only what the page asks for before its first frame counts).
  const modelled = JSON.parse(content) as Doc;
  const modelRoot = Object.values(modelled.nodes).find((n) => n.parent === null)!;
  modelled.nodes.chair = { id: 'chair', type: 'Mesh', parent: modelRoot.id, name: 'Chair', children: [], props: { asset: 'chair.glb' } };
  modelRoot.children.push('chair');
  const model = await publish(modelled, 'Chunks model');

  const visitor = await browser.newContext();
  try {
    const view = await visitor.newPage();
    const plainScripts = await openLink(view, plain);
    const plainActive = await activeIds(view);
    expect(plainActive).toContain('builtin.node-mesh');
    for (const unused of ['builtin.node-particle-system', 'builtin.particle-emitter-box', 'builtin.post-bloom', 'builtin.material-pbr', 'builtin.logic-runtime']) {
      expect(plainActive).not.toContain(unused);
    }
    // Chunks are named after their module: no plugin's code that the scene does not use, no editor.
    const unusedChunk = /^(particle-|node-particle-system|post-|material-(pbr|node|mixed|phong|unlit)|kstage-|logic-|designer|dockview|monaco|blockly|workbench|logic-workspace)/;
    expect(plainScripts.filter((s) => unusedChunk.test(s))).toEqual([]);
    // The viewer's own entry (viewer.html, viewer-main.ts and viewer-shell.tsx), not the app's: no router, no route table, no other screen;
    // and no sky material or HDR environment for a scene without them (plugins/node-scene/sky-parts.ts).
    expect(plainScripts.some((s) => /^viewer-/.test(s))).toBe(true);
    expect(plainScripts.filter((s) => /^(index-|main-|app-routes|route-table|keep-alive|sky-parts|login|project-list)/.test(s))).toEqual([]);
    // Nor, before its first frame, the post-process runtime (no effect), the cube and HDR textures (none) or the
    // decoders' setup (no glTF model, no KTX2 texture: it comes after the first frame).
    const plainFirst = await scriptsBefore(view);
    expect(plainFirst.some((s) => /^viewer-/.test(s))).toBe(true);
    expect(plainFirst.filter((s) => /^(post-process-runtime|cube-texture-parts|hdr-environment|cubeTexture|decoder-config)/.test(s))).toEqual([]);
    await expect.poll(() => plainScripts.some((s) => s.startsWith('decoder-config'))).toBe(true);
    // The standard material's shaders come as one file (host/web/vite/standard-shaders-chunk.ts), not one per include.
    expect(plainFirst).toContainEqual(expect.stringMatching(/^standard-shaders-/));
    expect(plainFirst.filter((s) => /^(default\.(vertex|fragment)|lightFragment|helperFunctions|fogVertex|bumpFragment|clipPlaneVertex|sceneUboDeclaration)-/.test(s))).toEqual([]);
    // The entry opens the link ahead of the screen (screens/preview/link-head-start.ts) and the screen takes that opening
    // over: one request, one visit.
    expect(await view.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/kf-publish-link/shortLink/')).length)).toBe(1);

    const richView = await visitor.newPage();
    const richScripts = await openLink(richView, full);
    const richActive = await activeIds(richView);
    for (const used of ['builtin.node-particle-system', 'builtin.particle-emitter-box', 'builtin.particle-renderer-sprite', 'builtin.post-bloom', 'builtin.material-pbr', 'builtin.logic-runtime']) {
      expect(richActive).toContain(used);
    }
    expect(richActive).not.toContain('builtin.particle-emitter-sphere');
    expect(richScripts.some((s) => s.startsWith('particle-emitter-box'))).toBe(true);
    expect(richScripts.some((s) => s.startsWith('particle-emitter-sphere'))).toBe(false);
    expect(richScripts.filter((s) => /^(designer|dockview|monaco|blockly|workbench)/.test(s))).toEqual([]);
    // The bloom effect brings the post-process runtime, before the ready scene's first frame.
    expect(await scriptsBefore(richView, 'readyFrameAt')).toContainEqual(expect.stringMatching(/^post-process-runtime-/));
    await expect.poll(() => richView.evaluate(() => document.body.innerText)).not.toContain('failed');

    // A glTF model: the decoders' setup is asked for before the first frame.
    const modelView = await visitor.newPage();
    await modelView.goto(`/preview/${model}`);
    await modelView.waitForFunction(() => ((window as Window & { __scenePlayer?: { view: { firstFrameAt?: number } } }).__scenePlayer?.view.firstFrameAt ?? 0) > 0, undefined, { timeout: 60_000 });
    expect(await scriptsBefore(modelView)).toContainEqual(expect.stringMatching(/^decoder-config-/));
  } finally {
    await visitor.close();
  }
});
