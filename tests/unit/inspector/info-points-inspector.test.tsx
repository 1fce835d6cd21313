// @vitest-environment happy-dom
// The info-point node's list in the real inspector, with the real document, undo and point handles services.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorKernel, coreServiceModules, SceneDocumentWriter } from '../../../core/index.js';
import { definePlugin, infoPointsToJson, NodeTypes, Panels, PointHandlesService, SCENE_ROOT_ID, SelectionService, UndoService } from '../../../sdk/index.js';
import type { InfoPointData } from '../../../sdk/index.js';
import inspectorPlugin from '../../../plugins/inspector/index.js';
import animationPlugin from '../../../plugins/animation/index.js';
import nodeInfoPoints from '../../../plugins/node-info-points/index.js';
import editorInfoPoints from '../../../plugins/editor-info-points/index.js';
import openScenes from '../../../plugins/open-scenes/index.js';

const sceneType = definePlugin({
  id: 'test.scene-type',
  activate(ctx) {
    ctx.contribute(NodeTypes, { id: 'Scene', titles: { en: 'Scene', 'zh-CN': 'Scene', 'zh-TW': 'Scene' }, descriptors: [] });
  },
});

const point = (id: string, name: string, x: number): InfoPointData => ({ id, name, category: '', type: 'sensor', status: 'normal', position: [x, 0, 0], visible: true });

afterEach(cleanup);

async function setup() {
  const kernel = await createEditorKernel(coreServiceModules, [sceneType, animationPlugin, inspectorPlugin, nodeInfoPoints, openScenes, editorInfoPoints]);
  const doc = kernel.services.get(SceneDocumentWriter);
  const props = { infoPoints: infoPointsToJson([point('a', 'A', 0), point('b', 'B', 1), point('c', 'C', 2)]) };
  doc.apply([doc.insertPatch([{ id: 'ip', type: 'InfoPoints', parent: SCENE_ROOT_ID, name: 'Sensors', props, children: [] }], { parent: SCENE_ROOT_ID, index: 0 })], 'load');
  const panel = kernel.registry.list(Panels).current.find((p) => p.id === 'inspector')!;
  const Component = panel.component!;
  render(<Component panelId="inspector" visible />);
  act(() => kernel.services.get(SelectionService).set(['ip']));
  const stored = () => (doc.get('ip')!.props.infoPoints as unknown as InfoPointData[]);
  return { kernel, stored, undo: kernel.services.get(UndoService), handles: kernel.services.get(PointHandlesService) };
}

describe('the info-point list in the inspector', () => {
  it('gives the selected points move handles; a drag of several steps is one undo step', async () => {
    const { stored, undo, handles } = await setup();
    const editor = within(screen.getByTestId('info-points-infoPoints'));
    expect(handles.current).toBeUndefined();
    fireEvent.click(editor.getByTestId('info-point-row-B'));
    fireEvent.click(editor.getByTestId('info-point-row-C'), { ctrlKey: true });
    expect(handles.current).toMatchObject({ nodeId: 'ip', points: [0, 0, 0, 1, 0, 0, 2, 0, 0], selected: [1, 2] });
    act(() => {
      handles.current!.onDragStart(1);
      handles.current!.onMove(1, { x: 1, y: 1, z: 0 });
      handles.current!.onMove(1, { x: 1, y: 3, z: 0 });
      handles.current!.onDragEnd(1);
    });
    expect(stored()[1]!.position).toEqual([1, 3, 0]);
    expect(handles.current!.points).toEqual([0, 0, 0, 1, 3, 0, 2, 0, 0]);
    act(() => undo.undo());
    expect(stored()[1]!.position).toEqual([1, 0, 0]);
  });

  it('writes each field edit as one undo step and keeps names unique', async () => {
    const { stored, undo } = await setup();
    const editor = within(screen.getByTestId('info-points-infoPoints'));
    fireEvent.click(editor.getByTestId('info-point-row-C'));
    const name = editor.getByTestId('info-point-name');
    act(() => {
      fireEvent.change(name, { target: { value: 'A' } });
      fireEvent.blur(name);
    });
    expect(stored().map((p) => p.name)).toEqual(['A', 'B', 'C']);
    act(() => {
      fireEvent.change(editor.getByTestId('info-point-name'), { target: { value: 'Tank' } });
      fireEvent.keyDown(editor.getByTestId('info-point-name'), { key: 'Enter' });
    });
    act(() => {
      fireEvent.change(editor.getByTestId('info-point-status-field'), { target: { value: 'fault' } });
      fireEvent.keyDown(editor.getByTestId('info-point-status-field'), { key: 'Enter' });
    });
    expect(stored()[2]).toMatchObject({ name: 'Tank', status: 'fault' });
    act(() => undo.undo());
    expect(stored()[2]).toMatchObject({ name: 'Tank', status: 'normal' });
    act(() => undo.undo());
    expect(stored()[2]).toMatchObject({ name: 'C', status: 'normal' });
  });

  it('hides the handles when the node is no longer selected', async () => {
    const { kernel, handles } = await setup();
    fireEvent.click(within(screen.getByTestId('info-points-infoPoints')).getByTestId('info-point-row-A'));
    expect(handles.current?.selected).toEqual([0]);
    act(() => kernel.services.get(SelectionService).clear());
    expect(handles.current).toBeUndefined();
  });
});
