// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createTestKernel } from '@scene-platform/sdk/testing';
import { CommandService, Commands, definePlugin, NodeTypes, SCENE_ROOT_ID, SceneDocumentService, SelectionService, UndoService } from '../../../sdk/index.js';
import sceneCommands from '../../../plugins/scene-commands/index.js';

const titles = (en: string) => ({ en, 'zh-CN': en, 'zh-TW': en });
const types = definePlugin({
  id: 'test.types',
  activate(ctx) {
    ctx.contribute(NodeTypes, { id: 'Scene', titles: titles('Scene'), descriptors: [] });
    ctx.contribute(NodeTypes, { id: 'Box', titles: titles('Box'), creatable: true, descriptors: [
      { name: 'size', type: 'number', rank: 0, propertyGroup: 'base', titles: titles('Size'), default: 1 },
    ] });
  },
});

async function setup() {
  const kernel = await createTestKernel({ plugins: [types, sceneCommands] });
  const commands = kernel.get(CommandService);
  const messages = () => kernel.notifications.map((n) => n.message);
  return { kernel, commands, messages, doc: kernel.get(SceneDocumentService), undo: kernel.get(UndoService), selection: kernel.get(SelectionService) };
}

describe('scene commands', () => {
  it('offers a create command only for creatable types; it inserts with defaults as one undo step and selects', async () => {
    const { kernel, commands, doc, selection, messages } = await setup();
    const ids = kernel.contributions(Commands).map((c) => c.id);
    expect(ids).toContain('scene.createNode.Box');
    expect(ids).not.toContain('scene.createNode.Scene');
    await commands.execute('scene.createNode.Box');
    await commands.execute('scene.createNode.Box', { props: { size: 4 } });
    const [a, b] = doc.root.children;
    expect(messages()).toEqual(['Created "Box"', 'Created "Box 2"']);
    expect(doc.get(a)).toMatchObject({ type: 'Box', name: 'Box', parent: SCENE_ROOT_ID, props: { size: 1 } });
    expect(doc.get(b)).toMatchObject({ name: 'Box 2', props: { size: 4 } });
    expect(selection.selected).toEqual([b]);
    await commands.execute('scene.undo');
    expect(doc.root.children).toEqual([a]);
    expect(selection.selected).toEqual([]);
    await commands.execute('scene.redo');
    expect(doc.root.children).toEqual([a, b]);
  });

  it('binds Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z', async () => {
    const { commands, doc } = await setup();
    await commands.execute('scene.createNode.Box');
    const key = (init: KeyboardEventInit) => commands.dispatchKey(new KeyboardEvent('keydown', init));
    expect(key({ key: 'z', code: 'KeyZ', ctrlKey: true })).toBe(true);
    expect(doc.root.children).toEqual([]);
    expect(key({ key: 'y', code: 'KeyY', ctrlKey: true })).toBe(true);
    expect(doc.root.children).toHaveLength(1);
    key({ key: 'z', code: 'KeyZ', ctrlKey: true });
    expect(key({ key: 'Z', code: 'KeyZ', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(doc.root.children).toHaveLength(1);
  });

  it('removes a type\'s command when the type goes away', async () => {
    const { kernel } = await setup();
    await kernel.deactivate('test.types');
    expect(kernel.contributions(Commands).map((c) => c.id)).not.toContain('scene.createNode.Box');
  });
});
