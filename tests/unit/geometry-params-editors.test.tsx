// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestKernel } from '@scene-platform/sdk/testing';
import {
  definePlugin, definePropertyEditor, GeometryBuilders, NodeTypes, Panels, PluginFaultService, PropertyEditors, SCENE_ROOT_ID, SceneDocumentService, SelectionService,
  toDisposable, UndoService,
} from '../../sdk/index.js';
import type { JsonValue, PanelProps } from '../../sdk/index.js';
import animationPlugin from '../../plugins/animation/index.js';
import inspectorPlugin from '../../plugins/inspector/index.js';
import geometryEditorPlugin from '../../plugins/geometry-editor/index.js';

// Property types of the test's own, declared as a third party declares them.
declare module '../../sdk/index.js' {
  interface PropertyValueTypes {
    'acme.spikes': JsonValue;
    'acme.sulky': JsonValue;
  }
}

const titles = (en: string) => ({ en, 'zh-CN': en, 'zh-TW': en });

/** A third party's editor type and a builder whose parameters use it (and one whose editor's props subscriber throws). */
const starPlugin = definePlugin({
  id: 'acme.star',
  name: 'Star',
  activate(ctx) {
    ctx.contribute(NodeTypes, { id: 'Scene', titles: titles('Scene'), descriptors: [] });
    ctx.contribute(NodeTypes, { id: 'Shape', titles: titles('Shape'), descriptors: [
      { name: 'geometry', type: 'geometryBuilder', rank: 0, propertyGroup: 'geometry', titles: titles('Geometry') },
    ] });
    ctx.contribute(PropertyEditors, definePropertyEditor({
      types: ['acme.spikes'],
      mount(element, props) {
        const output = document.createElement('output');
        output.setAttribute('data-testid', 'spikes-editor');
        element.append(output);
        const subscription = props.subscribe((p) => (output.textContent = `spikes: ${JSON.stringify(p.value)}`));
        return toDisposable(() => subscription.unsubscribe());
      },
    }));
    ctx.contribute(PropertyEditors, definePropertyEditor({
      types: ['acme.sulky'],
      mount(_element, props) {
        const subscription = props.subscribe(() => {
          throw new Error('sulking');
        });
        return toDisposable(() => subscription.unsubscribe());
      },
    }));
    ctx.contribute(GeometryBuilders, {
      id: 'acme.Star', titles: titles('Star'), order: 50,
      descriptors: [
        { name: 'spikes', type: 'acme.spikes', default: 5, rank: 0, propertyGroup: 'geometry', titles: titles('Spikes') },
        { name: 'mood', type: 'acme.sulky', default: 0, rank: 1, propertyGroup: 'geometry', titles: titles('Mood') },
        { name: 'hue', type: 'acme.unknown' as 'acme.spikes', default: 0, rank: 2, propertyGroup: 'geometry', titles: titles('Hue') },
      ],
      build: () => ({ positions: [0, 0, 0, 1, 0, 0, 0, 1, 0], indices: [0, 1, 2] }),
    });
  },
});

afterEach(cleanup);

describe('geometry builder parameters', () => {
  it('use the editors node properties use: a contributed editor type shows, a failing one shows its failure as its plugin\'s fault', async () => {
    const kernel = await createTestKernel({ plugins: [starPlugin, animationPlugin, inspectorPlugin, geometryEditorPlugin] });
    const doc = kernel.get(SceneDocumentService);
    kernel.get(UndoService).execute([doc.insertPatch([{
      id: 'star', type: 'Shape', parent: SCENE_ROOT_ID, name: 'star', props: { geometry: { className: 'acme.Star', params: { spikes: 7 } } }, children: [],
    }], { parent: SCENE_ROOT_ID, index: 0 })]);
    const panel = kernel.contributions(Panels).find((p) => p.id === 'inspector')!;
    const Inspector = panel.component as (props: PanelProps) => ReactNode;
    render(<Inspector panelId="inspector" visible />);
    act(() => kernel.get(SelectionService).set(['star']));

    expect(screen.getByTestId('spikes-editor').textContent).toBe('spikes: 7');
    expect(screen.getByTestId('geometry-param-mood').textContent).toContain('This editor failed to show');
    expect(screen.getByTestId('geometry-param-hue').textContent).toContain('No editor for type "acme.unknown"');
    const faults = kernel.get(PluginFaultService).faults.filter((f) => f.pluginId === 'acme.star');
    expect(faults.map((f) => [f.site, f.message])).toEqual([['editor', 'sulking']]);
  });
});
