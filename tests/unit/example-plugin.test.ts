// @vitest-environment happy-dom
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createTestKernel } from '@scene-platform/sdk/testing';
import { CommandService, Commands, GeometryBuilders, LOCALES, Locales, Panels, PropertyEditors, SceneDocumentService, SelectionService, UndoService } from '@scene-platform/sdk';
import type { GeometryData } from '@scene-platform/sdk';
import examplePlugin from '../fixtures/example-plugin/src/index.js';
import { buildStar } from '../fixtures/example-plugin/src/star-builder.js';
import nodeMesh from '../../plugins/node-mesh/index.js';
import sceneCommands from '../../plugins/scene-commands/index.js';
import nodeScene from '../../plugins/node-scene/index.js';

/** Facing of each triangle: cross(p1 - p0, p2 - p0) against the vertex normal of p0. */
function facings(data: GeometryData): number[] {
  const p = (i: number) => [data.positions[i * 3], data.positions[i * 3 + 1], data.positions[i * 3 + 2]];
  const out: number[] = [];
  for (let t = 0; t < data.indices.length; t += 3) {
    const [a, b, c] = [data.indices[t], data.indices[t + 1], data.indices[t + 2]].map(p);
    const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
    const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
    const cross = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
    const i0 = data.indices[t] * 3;
    out.push(Math.sign(cross[0] * data.normals![i0] + cross[1] * data.normals![i0 + 1] + cross[2] * data.normals![i0 + 2]));
  }
  return out;
}

describe('the example third-party plugin, in the headless test kernel', () => {
  it('contributes a builder, an editor, a panel, a keyed command and texts in three languages; unloading removes them', async () => {
    const kernel = await createTestKernel({ plugins: [examplePlugin] });
    expect(kernel.contributions(GeometryBuilders).map((b) => b.id)).toEqual(['AcmeStar']);
    expect(kernel.contributions(PropertyEditors)).toHaveLength(1);
    expect(kernel.contributions(Panels).map((p) => p.id)).toEqual(['acme.example.stars']);
    expect(kernel.contributions(Commands).find((c) => c.id === 'acme.example.insertStar')?.keybinding).toBe('Ctrl+Alt+J');
    expect(kernel.contributions(Locales).filter((l) => l.texts['acme.example.insertStar']).map((l) => l.locale).sort()).toEqual([...LOCALES].sort());
    await kernel.deactivate('acme.example');
    expect(kernel.contributions(GeometryBuilders)).toEqual([]);
    expect(kernel.contributions(Panels)).toEqual([]);
    await kernel.dispose();
  });

  it('builds a closed star prism: finite, indices in range, every triangle front-facing along its normal', () => {
    const star = buildStar({ points: 5 });
    const vertices = star.positions.length / 3;
    expect(Array.from(star.positions).every(Number.isFinite)).toBe(true);
    expect(Array.from(star.indices).every((i) => Number.isInteger(i) && i >= 0 && i < vertices)).toBe(true);
    expect(star.normals).toHaveLength(star.positions.length);
    expect(star.indices.length).toBe(3 * (2 * 10 + 2 * 10)); // two caps of 10 triangles, 10 side quads
    expect(new Set(facings(star))).toEqual(new Set([1]));
    expect(buildStar({ points: 99 }).indices.length).toBe(3 * 4 * 48); // points clamped to the descriptor's max, 24
  });

  it('inserts a star mesh by its command as one undo step, and the panel counts it', async () => {
    const kernel = await createTestKernel({ plugins: [nodeScene, nodeMesh, sceneCommands, examplePlugin] });
    const doc = kernel.get(SceneDocumentService);
    const panel = kernel.contributions(Panels)[0]!;
    const element = document.createElement('div');
    const mounted = panel.mount!(element, { panelId: panel.id, visible: of(true) });
    expect(element.textContent).toContain('Stars in the scene: 0');

    await kernel.get(CommandService).execute('acme.example.insertStar');
    const [id] = kernel.get(SelectionService).selected;
    expect(doc.get(id)).toMatchObject({ type: 'Mesh', name: 'Star', props: { geometry: { className: 'AcmeStar', params: {} } } });
    expect(element.textContent).toContain('Stars in the scene: 1');
    expect(kernel.notifications.map((n) => n.message)).toContain('Inserted a star');

    kernel.get(UndoService).undo();
    expect(doc.get(id)).toBeUndefined();
    expect(element.textContent).toContain('Stars in the scene: 0');
    mounted.dispose();
    expect(element.childElementCount).toBe(0);
    await kernel.dispose();
  });

  it('speaks the kernel\'s language', async () => {
    const kernel = await createTestKernel({ locale: 'zh-TW', plugins: [examplePlugin] });
    expect(kernel.t('acme.example.count', { count: 2 })).toBe('場景中的星形：2');
    await kernel.dispose();
  });
});
