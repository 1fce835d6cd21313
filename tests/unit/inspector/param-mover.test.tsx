// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestKernel } from '@scene-platform/sdk/testing';
import { definePlugin, MOVER_NODE_TYPE, NodeTypes, Panels, SCENE_ROOT_ID, SceneDocumentService, SelectionService, UndoService } from '../../../sdk/index.js';
import type { PanelProps, SceneNodeData } from '../../../sdk/index.js';
import animationPlugin from '../../../plugins/animation/index.js';
import inspectorPlugin from '../../../plugins/inspector/index.js';
import geometryEditorPlugin from '../../../plugins/geometry-editor/index.js';
import geometryBox from '../../../plugins/geometry-box/index.js';
import basicEditorsPlugin from '../../../plugins/editor-basic/index.js';
import { numberEditorPlugin } from '../../../plugins/editor-number/index.js';
import nodeMover from '../../../plugins/mover-node-type/index.js';

const titles = (en: string) => ({ en, 'zh-CN': en, 'zh-TW': en });
const shapes = definePlugin({
  id: 'test.shapes',
  activate(ctx) {
    ctx.contribute(NodeTypes, { id: 'Scene', titles: titles('Scene'), descriptors: [] });
    ctx.contribute(NodeTypes, { id: 'Shape', titles: titles('Shape'), descriptors: [
      { name: 'speed', type: 'number', rank: 0, propertyGroup: 'base', titles: titles('Speed') },
      { name: 'geometry', type: 'geometryBuilder', rank: 0, propertyGroup: 'geometry', titles: titles('Geometry') },
    ] });
  },
});

afterEach(cleanup);

async function setup(children: SceneNodeData[] = []) {
  const kernel = await createTestKernel({ plugins: [shapes, animationPlugin, inspectorPlugin, geometryEditorPlugin, geometryBox, basicEditorsPlugin, numberEditorPlugin, nodeMover] });
  const doc = kernel.get(SceneDocumentService);
  const undo = kernel.get(UndoService);
  undo.execute([doc.insertPatch([{
    id: 'box', type: 'Shape', parent: SCENE_ROOT_ID, name: 'box', props: { speed: 4, geometry: { className: 'Box', params: { width: 2, height: 1, depth: 1 } } },
    children: children.map((c) => c.id),
  }, ...children], { parent: SCENE_ROOT_ID, index: 0 })]);
  const panel = kernel.contributions(Panels).find((p) => p.id === 'inspector')!;
  const Inspector = panel.component as (props: PanelProps) => ReactNode;
  render(<Inspector panelId="inspector" visible />);
  return { doc, undo, selection: kernel.get(SelectionService) };
}

/** Type into a number field of the mover panel: focus its value, type, Enter. */
function typeNumber(field: HTMLElement, text: string) {
  fireEvent.keyDown(within(field).getByTestId('number-input'), { key: 'F2' });
  const input = within(field).getByTestId('number-input') as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('movers on the number fields of a geometry builder (issue 26 item 14)', () => {
  it('a Box parameter has the row\'s mover button: add (from where it stands), edit, remove, each one undo step, kept in the node\'s movers', async () => {
    const { doc, undo, selection } = await setup();
    act(() => selection.set(['box']));
    const width = screen.getByTestId('geometry-param-width');
    const toggle = within(width).getByTestId('inspector-mover-width');
    expect(toggle.dataset.movers).toBe('0');
    // Every number parameter of the builder has one.
    expect(within(screen.getByTestId('geometry-param-height')).getByTestId('inspector-mover-height')).toBeTruthy();
    fireEvent.click(toggle);
    const panel = within(width).getByTestId('inspector-mover-panel-width');
    expect(within(panel).queryByRole('radiogroup')).toBeNull();
    const depth = undo.depth;
    fireEvent.click(within(panel).getByTestId('inspector-mover-add'));
    expect(doc.get('box')!.props.movers).toEqual([{ id: expect.stringMatching(/^mover-/), property: 'geometry.params.width', enable: true, min: 2, max: 3, duration: 1, delay: 0, swing: false, easing: 'linear' }]);
    expect(undo.depth).toBe(depth + 1);
    expect(toggle.dataset.movers).toBe('1');
    typeNumber(within(panel).getByTestId('inspector-mover-field-max'), '4');
    expect(doc.get('box')!.props.movers).toEqual([expect.objectContaining({ property: 'geometry.params.width', min: 2, max: 4 })]);
    // The parameter's own value is not written.
    expect(doc.get('box')!.props.geometry).toEqual({ className: 'Box', params: { width: 2, height: 1, depth: 1 } });
    fireEvent.click(within(panel).getByTestId('inspector-mover-remove'));
    expect(doc.get('box')!.props.movers).toBeUndefined();
    act(() => undo.undo());
    expect(doc.get('box')!.props.movers).toHaveLength(1);
  });
});

describe('a Mover child node (spec 001 §3)', () => {
  const child: SceneNodeData = {
    id: 'mv', type: MOVER_NODE_TYPE, parent: 'box', name: 'Mover', props: { property: 'speed', enable: true, min: 0, max: 1, duration: 1 }, children: [],
  };

  it('shows on the row of the property it drives and is edited and removed from there, one undo step each', async () => {
    const { doc, undo, selection } = await setup([child]);
    act(() => selection.set(['box']));
    const toggle = screen.getByTestId('inspector-mover-speed');
    expect(toggle.dataset.movers).toBe('1');
    fireEvent.click(toggle);
    const panel = screen.getByTestId('inspector-mover-panel-speed');
    const depth = undo.depth;
    typeNumber(within(panel).getByTestId('inspector-mover-field-duration'), '4');
    expect(doc.get('mv')!.props).toEqual({ ...child.props, duration: 4 });
    // Written to the child, not added to the node's own list.
    expect(doc.get('box')!.props.movers).toBeUndefined();
    expect(undo.depth).toBe(depth + 1);
    fireEvent.click(within(panel).getByTestId('inspector-mover-remove'));
    expect(doc.get('mv')).toBeUndefined();
    expect(toggle.dataset.movers).toBe('0');
    act(() => undo.undo());
    expect(doc.get('mv')!.props.duration).toBe(4);
    expect(toggle.dataset.movers).toBe('1');
  });

  it('selected itself, shows the path it drives (read-only) and its fields, edited as node properties', async () => {
    const { doc, selection } = await setup([child]);
    act(() => selection.set(['mv']));
    const property = screen.getByTestId('inspector-row-property');
    expect((property.querySelector('input') as HTMLInputElement).value).toBe('speed');
    expect((property.querySelector('input') as HTMLInputElement).readOnly || (property.querySelector('input') as HTMLInputElement).disabled).toBe(true);
    for (const name of ['enable', 'pause', 'swing', 'min', 'max', 'base', 'duration', 'delay', 'offset', 'easing']) expect(screen.getByTestId(`inspector-row-${name}`)).toBeTruthy();
    // A mover's fields carry no mover of their own.
    expect(screen.queryByTestId('inspector-mover-max')).toBeNull();
    typeNumber(screen.getByTestId('inspector-row-max'), '3');
    expect(doc.get('mv')!.props.max).toBe(3);
  });
});
