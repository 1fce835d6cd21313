// @vitest-environment happy-dom
// An editor that throws: its row says so, the fault names the plugin, and the row recovers on another selection and
// when the editor's plugin is unloaded.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorKernel, coreServiceModules, SceneDocumentWriter } from '../../../core/index.js';
import {
  definePlugin, NodeTypes, NotificationService, Panels, PluginFaultService, PropertyEditors, SCENE_ROOT_ID, SelectionService,
} from '../../../sdk/index.js';
import type { Notification, PropertyEditorProps } from '../../../sdk/index.js';
import inspectorPlugin from '../../../plugins/inspector/index.js';
import animationPlugin from '../../../plugins/animation/index.js';

// A property type of the test's own, declared as a third party declares one.
declare module '../../../sdk/index.js' {
  interface PropertyValueTypes {
    picky: number;
  }
}

const titles = (en: string) => ({ en, 'zh-CN': en, 'zh-TW': en });

/** Fails for negative values only, so the same row works for one node and fails for another. */
function Picky({ value }: PropertyEditorProps<'picky'>) {
  if (typeof value === 'number' && value < 0) throw new Error('negative values break me');
  return <span data-testid="picky">{String(value)}</span>;
}

const types = definePlugin({
  id: 'test.types',
  activate: (ctx) => void ctx.contribute(NodeTypes, { id: 'Box', titles: titles('Box'), descriptors: [
    { name: 'size', type: 'picky', rank: 0, propertyGroup: 'base', titles: titles('Size') },
  ] }),
});
const picky = definePlugin({ id: 'acme.picky', name: 'Picky editors', activate: (ctx) => void ctx.contribute(PropertyEditors, { types: ['picky'], component: Picky }) });

afterEach(cleanup);

describe('a failing inspector editor', () => {
  it('is reported with its plugin name and recovers on selection change and when its plugin is unloaded', async () => {
    const kernel = await createEditorKernel(coreServiceModules, [types, picky, animationPlugin, inspectorPlugin]);
    const messages: Notification[] = [];
    kernel.services.get(NotificationService).onDidNotify.subscribe((n) => messages.push(n));
    const doc = kernel.services.get(SceneDocumentWriter);
    for (const [id, size] of [['good', 1], ['bad', -1]] as const) {
      doc.apply([doc.insertPatch([{ id, type: 'Box', parent: SCENE_ROOT_ID, name: id, props: { size }, children: [] }], { parent: SCENE_ROOT_ID, index: 0 })], 'load');
    }
    const selection = kernel.services.get(SelectionService);
    const Component = kernel.registry.list(Panels).current.find((p) => p.id === 'inspector')!.component!;
    render(<Component panelId="inspector" visible />);
    const row = () => screen.getByTestId('inspector-row-size');

    act(() => selection.set(['bad']));
    expect(row().textContent).toContain('This editor failed to show');
    expect(kernel.services.get(PluginFaultService).faults.map((f) => [f.pluginId, f.pluginName, f.site])).toContainEqual(['acme.picky', 'Picky editors', 'editor']);
    expect(messages.some((m) => m.kind === 'error' && m.message.includes('Picky editors') && m.message.includes('negative values break me'))).toBe(true);

    act(() => selection.set(['good']));
    expect(screen.getByTestId('picky').textContent).toBe('1');

    act(() => selection.set(['bad']));
    expect(row().textContent).toContain('This editor failed to show');
    await act(() => kernel.plugins.deactivate('acme.picky'));
    expect(row().textContent).toContain('No editor for type "picky"');
  });
});
