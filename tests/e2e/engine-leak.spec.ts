import { expect, test, type Page } from '@playwright/test';
import { inViewport as run } from './support/designer.js';
import { engineCounts, settledEngineCounts } from './support/engine-counts.js';
import { openLitScene } from './support/lit-scene.js';
import { viewportAt } from './support/viewport-quality.js';

/** Nodes the edits work on: three materials (two on the box in turn, one on the ground), two effects, a particle system, a spline. */
const SETUP = `
  const doc = s.document;
  const stage = (kind, id, params) => ({ id, kind, enabled: true, url: '', colorTarget: 1, alphaTarget: 7, uvSource: 0, isCube: false, hasAlpha: false, premultAlpha: false, uvMode: 0, warpMode: 1, params });
  const channels = [{ id: 'c1', name: 'Base', enabled: true, light: true, stageLight: 'Phong', blend: 2, stages: [stage('Color', 'k1', { color: { r: 1, g: 0.2, b: 0.2 } })] }];
  const patches = [];
  const library = [{ id: 'leak-pbr', type: 'PBRMaterial', parent: 'materials', name: 'Pbr', children: [], props: { metallic: 0.2 } },
    { id: 'leak-mixed', type: 'KMaterial', parent: 'materials', name: 'Mixed', children: [], props: { channels } },
    { id: 'leak-phong', type: 'StandardMaterial', parent: 'materials', name: 'Phong', children: [], props: {} }];
  if (doc.get('materials')) patches.push(doc.insertPatch(library, { parent: 'materials', index: doc.get('materials').children.length }));
  else patches.push(doc.insertPatch([{ id: 'materials', type: 'MaterialLibrary', parent: 'scene', name: 'Materials', props: {}, children: library.map((m) => m.id) }, ...library], { parent: 'scene', index: doc.root.children.length }));
  patches.push(doc.setPropPatch('box', 'material', 'leak-mixed'), doc.setPropPatch('ground', 'material', 'leak-pbr'));
  const particles = [{ id: 'e', kind: 'BoxEmitter', enabled: true, params: {} }, { id: 'r', kind: 'SpriteRenderer', enabled: true, params: {} }];
  patches.push(doc.insertPatch([{ id: 'leak-ps', type: 'ParticleSystem', parent: 'scene', name: 'Particles', props: { stages: particles }, children: [] }], { parent: 'scene', index: 0 }));
  patches.push(doc.insertPatch([{ id: 'leak-sp', type: 'SplineNode', parent: 'scene', name: 'Spline', props: { splines: [{ id: 'a', name: 'Spiral 1', type: 'spiral', enabled: true, turns: 3 }] }, children: [] }], { parent: 'scene', index: 0 }));
  s.undo.execute(patches);
  const effects = [{ id: 'leak-bloom', type: 'BloomPostProcess', parent: 'postProcesses', name: 'Bloom', props: {}, children: [] },
    { id: 'leak-vignette', type: 'VignettePostProcess', parent: 'postProcesses', name: 'Vignette', props: {}, children: [] }];
  if (doc.get('postProcesses')) s.undo.execute([doc.insertPatch(effects, { parent: 'postProcesses', index: doc.get('postProcesses').children.length })]);
  else s.undo.execute([doc.insertPatch([{ id: 'postProcesses', type: 'PostProcessPipeline', parent: 'scene', name: 'Effects', props: {}, children: effects.map((e) => e.id) }, ...effects], { parent: 'scene', index: doc.root.children.length })]);
`;

const edit = (id: string, key: string, value: string) => `s.undo.execute([s.document.setPropPatch('${id}', '${key}', ${value})]);`;
const mixed = (change: string) => `const ch = structuredClone(s.document.get('leak-mixed').props.channels); ${change}; ${edit('leak-mixed', 'channels', 'ch')}`;
const stages = (change: string) => `const st = structuredClone(s.document.get('leak-ps').props.stages); ${change}; ${edit('leak-ps', 'stages', 'st')}`;
const splines = (change: string) => `const sp = structuredClone(s.document.get('leak-sp').props.splines); ${change}; ${edit('leak-sp', 'splines', 'sp')}`;

/**
 * Kinds of edit, each a script by its number (0, 1, 2 …); an even number of each leaves the document's structure as it
 * was (stages and splines removed again, the box's first material back, the effects shown and enabled).
 */
const EDITS: readonly (readonly [string, (i: number) => string])[] = [
  ['PBR metallic', (i) => edit('leak-pbr', 'metallic', String((i % 10) / 10))],
  ['PBR albedo colour', (i) => edit('leak-pbr', 'albedoColor', `{ r: ${(i % 5) / 5}, g: 0.5, b: 0.5 }`)],
  ['mixed stage colour', (i) => mixed(`ch[0].stages[0].params.color = { r: ${(i % 5) / 5}, g: 0.5, b: 0.5 }`)],
  ['mixed stage added and removed', (i) => mixed(i % 2 ? 'ch[0].stages.pop()' : "ch[0].stages.push({ ...ch[0].stages[0], id: 'k2', kind: 'Rim', params: {} })")],
  ['box material swapped', (i) => edit('box', 'material', i % 2 ? "'leak-mixed'" : "'leak-phong'")],
  ['bloom threshold', (i) => edit('leak-bloom', 'threshold', String(0.3 + (i % 5) / 10))],
  ['bloom kernel', (i) => edit('leak-bloom', 'kernel', i % 2 ? '64' : '40')],
  ['bloom scale', (i) => edit('leak-bloom', 'scale', i % 2 ? '0.5' : '0.2')],
  ['vignette weight', (i) => edit('leak-vignette', 'weight', String(1 + (i % 5) / 10))],
  ['vignette off and on', (i) => edit('leak-vignette', 'isEnabled', String(i % 2 === 1))],
  ['effects compare toggle', () => "await s.commands.execute('postProcessing.toggleEffects');"],
  ['particle box size', (i) => stages(`st[0].params.boxSize = { x: ${1 + (i % 5) / 10}, y: 1, z: 1 }`)],
  ['particle stage added and removed', (i) => stages(i % 2 ? 'st.splice(1, 1)' : "st.splice(1, 0, { id: 'm', kind: 'ColorModifier', enabled: true, params: {} })")],
  ['spline turns', (i) => splines(`sp[0].turns = ${2 + (i % 4)}`)],
  ['spline added and removed', (i) => splines(i % 2 ? 'sp.pop()' : "sp.push({ id: 'b', name: 'Circle 2', type: 'circle', enabled: true })")],
];

/**
 * Each state an edit leaves is drawn until the scene is ready, before the next edit, as at a designer's pace. A
 * material whose new shader variant is still compiling keeps drawing with its previous one (Babylon's shader hot
 * swapping) and, if the next edit asks for yet another variant, the half-made one stays compiled with nobody to
 * release it. How many such variants a pass leaves depends on where the render loop's frames fall between edits, which
 * the machine's load decides (CI: effects 16 against 15 and the variant's release observer, in runs under load only).
 * Drawn to readiness, the warm-up and the counted pass compile the same variants (5 of 5 repeated runs at load 14).
 */
const RENDER_NOW = `await vp.runtime.whenIdle();
  for (let frame = 0; frame < 300; frame++) { vp.scene.render(); if (vp.scene.isReady()) break; await new Promise((r) => setTimeout(r, 20)); }`;

/** Run `rounds` rounds of two edits of each kind (one in, one out), up to `limit` edits; returns how many ran. */
async function editRounds(page: Page, rounds: number, limit: number): Promise<number> {
  let done = 0;
  for (let round = 0; round < rounds; round++) {
    for (const [, script] of EDITS) {
      for (let i = round * 2; i < round * 2 + 2 && done < limit; i++, done++) await run(page, `${script(i)}\n${RENDER_NOW}`);
    }
  }
  return done;
}

/** The draw calls the stats overlay shows, after a frame drawn for it. */
async function overlayDrawCalls(page: Page): Promise<number> {
  return run<number>(page, 'await vp.runtime.whenIdle(); vp.invalidate(true); for (let i = 0; i < 5; i++) await new Promise((r) => requestAnimationFrame(r)); return vp.stats().drawCalls;');
}

// A small window: software WebGL draws every frame on the processor while the particles run, and its cost follows the
// canvas's pixels (the counts do not depend on the size).
// At High: the counts are compared frame against frame, and a frame-rate cap decides which frame the overlay's figure
// comes from (one run at Fast failed, another passed; at High it passed every run before the cap existed).
test.use({ viewport: { width: 900, height: 560 }, storageState: viewportAt('high') });

test('100 edits of materials, effects, particles and splines leave the engine as it was, and effects log no reuse error', async ({ page }) => {
  test.setTimeout(900_000); // software WebGL keeps drawing while the particles run: each edit takes seconds
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await openLitScene(page, { name: 'Leak' });
  await run(page, SETUP);
  // The same 100 edits once before the counts are taken: a material keeps the shader variants it compiled (one effect
  // and one release observer each; see RENDER_NOW), so the first pass makes the variants the sequence needs. A set of
  // variants stops growing; a leak grows with every round, so it still shows in the counted pass.
  await editRounds(page, 4, 100);
  // The move gizmo's layers (one utility layer per window, made once and kept) are made when the page is first idle,
  // which a page drawing particles may not be for ten seconds: select a node once so they exist before counting.
  await run(page, `s.selection.set(['box']); await vp.runtime.whenIdle(); s.selection.clear();`);
  // Counted once the view has settled (ready, two reads alike), before and after alike: a shader variant still compiling,
  // a mesh not drawn yet and the observers waiting for them come and go between reads (draw calls 9/10 across runs on
  // the headless shell). A leak stays: 'after' must come back to 'before'.
  const before = await settledEngineCounts(page);
  await expect.poll(() => overlayDrawCalls(page), { timeout: 30_000 }).toBe(before.drawCalls);
  const edits = await editRounds(page, 4, 100);
  expect(edits).toBe(100);
  let after = before;
  await expect.poll(async () => (after = await engineCounts(page)), { timeout: 60_000, intervals: [500, 1000] }).toEqual(before);
  console.log(`engine counts before and after ${edits} edits:\n${JSON.stringify(before)}\n${JSON.stringify(after)}`);
  await expect.poll(() => overlayDrawCalls(page), { timeout: 30_000 }).toBe(before.drawCalls);
  expect(messages.filter((m) => /reuse a post process/.test(m))).toEqual([]);
});
