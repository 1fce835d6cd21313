// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorKernel, coreServiceModules, SceneDocumentWriter } from '../../../core/index.js';
import {
  definePlugin, DialogService, NodeTypes, Panels, PointHandlesService, SCENE_ROOT_ID, SelectionService, UndoService, VECTOR3_POINTS_TYPE,
} from '../../../sdk/index.js';
import inspectorPlugin from '../../../plugins/inspector/index.js';
import animationPlugin from '../../../plugins/animation/index.js';
import vector3PointsPlugin from '../../../plugins/editor-vector3-points/index.js';

const titles = (en: string) => ({ en, 'zh-CN': en, 'zh-TW': en });
// Any node type may declare a vector3 point list prop: the inspector shows this editor for it.
const fixture = definePlugin({
  id: 'test.fixture-points',
  activate(ctx) {
    ctx.contribute(NodeTypes, { id: 'Scene', titles: titles('Scene'), descriptors: [] });
    ctx.contribute(NodeTypes, {
      id: 'Track', titles: titles('Track'),
      descriptors: [
        { name: 'waypoints', type: VECTOR3_POINTS_TYPE, rank: 0, propertyGroup: 'data', titles: titles('Waypoints'), options: { min: 1 } },
        { name: 'marks', type: VECTOR3_POINTS_TYPE, rank: 1, propertyGroup: 'data', titles: titles('Marks') },
      ],
    });
  },
});

afterEach(cleanup);

async function setup() {
  const kernel = await createEditorKernel(coreServiceModules, [fixture, animationPlugin, inspectorPlugin, vector3PointsPlugin]);
  const doc = kernel.services.get(SceneDocumentWriter);
  doc.apply([doc.insertPatch([{ id: 't', type: 'Track', parent: SCENE_ROOT_ID, name: 't', props: { waypoints: [0, 0, 0, 4, 0, 0], marks: [1, 1, 1] }, children: [] }], { parent: SCENE_ROOT_ID, index: 0 })], 'load');
  const panel = kernel.registry.list(Panels).current.find((p) => p.id === 'inspector')!;
  const Component = panel.component!;
  render(<Component panelId="inspector" visible />);
  act(() => kernel.services.get(SelectionService).set(['t']));
  return { kernel, doc, undo: kernel.services.get(UndoService), handles: kernel.services.get(PointHandlesService) };
}

describe('a vector3Points node prop in the inspector', () => {
  it('gets the point list editor: add writes the document as one undo step', async () => {
    const { doc, undo } = await setup();
    const editor = within(screen.getByTestId('vector3-points-waypoints'));
    expect(editor.getByTestId('vector3-points-count').textContent).toBe('2 points');
    fireEvent.click(editor.getByTestId('vector3-point-0'));
    act(() => fireEvent.click(editor.getByTestId('vector3-points-add')));
    expect(doc.get('t')!.props.waypoints).toEqual([0, 0, 0, 2, 0, 0, 4, 0, 0]);
    act(() => undo.undo());
    expect(doc.get('t')!.props.waypoints).toEqual([0, 0, 0, 4, 0, 0]);
  });

  it('shows handles for the selected points of the edited node; a drag of several steps is one undo step', async () => {
    const { doc, undo, handles } = await setup();
    fireEvent.click(within(screen.getByTestId('vector3-points-waypoints')).getByTestId('vector3-point-1'));
    const request = handles.current!;
    expect(request).toMatchObject({ nodeId: 't', points: [0, 0, 0, 4, 0, 0], selected: [1] });
    act(() => {
      request.onDragStart(1);
      handles.current!.onMove(1, { x: 4, y: 1, z: 0 });
      handles.current!.onMove(1, { x: 4, y: 2, z: 0 });
      handles.current!.onDragEnd(1);
    });
    expect(doc.get('t')!.props.waypoints).toEqual([0, 0, 0, 4, 2, 0]);
    expect(handles.current!.points).toEqual([0, 0, 0, 4, 2, 0]);
    act(() => undo.undo());
    expect(doc.get('t')!.props.waypoints).toEqual([0, 0, 0, 4, 0, 0]);
  });

  it('the minimum turns Clear off and refuses a remove that would go below it', async () => {
    const { doc } = await setup();
    const editor = within(screen.getByTestId('vector3-points-waypoints'));
    expect((editor.getByTestId('vector3-points-clear') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(editor.getByTestId('vector3-point-0'));
    fireEvent.click(editor.getByTestId('vector3-point-1'), { shiftKey: true });
    act(() => fireEvent.click(editor.getByTestId('vector3-points-remove')));
    expect(doc.get('t')!.props.waypoints).toEqual([0, 0, 0, 4, 0, 0]);
  });

  it('clears through the warning dialog: cancelled keeps the points, confirmed empties them', async () => {
    const { kernel, doc } = await setup();
    const answers = [false, true];
    const asked: string[] = [];
    kernel.services.get(DialogService).onDidRequestDialog.subscribe((request) => {
      asked.push(`${request.options.severity} ${request.options.title}: ${request.options.message}`);
      if (request.kind === 'confirm') request.resolve(answers.shift()!);
    });
    const clear = within(screen.getByTestId('vector3-points-marks')).getByTestId('vector3-points-clear');
    await act(async () => fireEvent.click(clear));
    expect(doc.get('t')!.props.marks).toEqual([1, 1, 1]);
    await act(async () => fireEvent.click(clear));
    expect(doc.get('t')!.props.marks).toEqual([]);
    expect(asked).toEqual(['warning Hint: Are you sure you want to empty it?', 'warning Hint: Are you sure you want to empty it?']);
  });
});
