import { describe, expect, it } from 'vitest';
import { contribution, definePlugin, GeometryBuilders, NodeTypes, PluginFaultService, titles } from '../../sdk/index.js';
import { defineNodeType, nodeTypePlugin } from '../../sdk/viewport/index.js';
import { createEditorKernel } from './editor-kernel.js';

// One way to wire a plugin: definePlugin with its contributions listed (points and bundles), plus activate for code.

const pole = defineNodeType({
  id: 'AcmePole', titles: titles('Pole', '杆', '桿'), descriptors: [],
  runtime: () => ({ update() {}, dispose() {} }),
});
const star = { id: 'AcmeStar', titles: titles('Star', '星', '星'), order: 100, descriptors: [], build: () => ({ positions: [], indices: [] }) };

describe('a plugin that lists its contributions', () => {
  it('contributes them before activate runs, and they leave with the plugin', async () => {
    const kernel = await createEditorKernel([], []);
    let seen: string[] = [];
    await kernel.plugins.activate(definePlugin({
      id: 'acme.listed',
      contributes: [contribution(GeometryBuilders, star), pole],
      activate: (ctx) => { seen = ctx.contributions(NodeTypes).current.map((t) => t.id); },
    }));
    expect(seen).toContain('AcmePole');
    expect(kernel.registry.list(GeometryBuilders).current.map((b) => b.id)).toEqual(['AcmeStar']);
    expect(kernel.registry.list(NodeTypes).current.map((t) => t.id)).toContain('AcmePole');
    await kernel.plugins.deactivate('acme.listed');
    expect(kernel.registry.list(GeometryBuilders).current).toEqual([]);
    expect(kernel.registry.list(NodeTypes).current.map((t) => t.id)).not.toContain('AcmePole');
    await kernel.dispose();
  });

  it('needs no activate function', async () => {
    const kernel = await createEditorKernel([], []);
    await kernel.plugins.activate({ id: 'acme.content', contributes: [contribution(GeometryBuilders, star)] });
    expect(kernel.registry.list(GeometryBuilders).current.map((b) => b.id)).toEqual(['AcmeStar']);
    await kernel.dispose();
  });

  it('refuses an entry that is no contribution, naming its place, and keeps nothing of the plugin', async () => {
    const kernel = await createEditorKernel([], []);
    const broken = { id: 'acme.broken', contributes: [contribution(GeometryBuilders, star), { point: 'viewport.geometryBuilders' }] };
    await expect(kernel.plugins.activate(broken as never)).rejects.toThrow(/contributes\[1\]/);
    expect(kernel.registry.list(GeometryBuilders).current).toEqual([]);
    expect(kernel.services.get(PluginFaultService).faults.map((f) => f.pluginId)).toEqual(['acme.broken']);
    await kernel.dispose();
  });

  it('still loads a plugin made with the SDK 1.0 shorthand (nodeTypePlugin)', async () => {
    const kernel = await createEditorKernel([], []);
    await kernel.plugins.activate(nodeTypePlugin('acme.old-shorthand', pole));
    expect(kernel.registry.list(NodeTypes).current.map((t) => t.id)).toContain('AcmePole');
    await kernel.dispose();
  });
});
