// @vitest-environment happy-dom
// The scene tree panel with 100,000 nodes: only the rows in view are in the DOM; clicks select (Ctrl toggles, Shift ranges).
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { SCENE_ROOT_ID } from '../../sdk/index.js';
import type { SceneDocumentData, SceneNodeData } from '../../sdk/index.js';
import { SceneDocumentServiceImpl } from '../../core/services/scene/scene-document-service.js';
import { SelectionServiceImpl } from '../../core/services/scene/selection-service.js';
import { UndoServiceImpl } from '../../core/services/scene/undo-service.js';
import { createSceneTreePanel } from '../../plugins/scene-tree/scene-tree-panel.js';
import { TreeActions } from '../../plugins/scene-tree/tree-actions.js';

function bigDocument(count: number): SceneDocumentData {
  const nodes: Record<string, SceneNodeData> = {};
  const children: string[] = [];
  for (let i = 0; i < count; i++) {
    children.push(`n${i}`);
    nodes[`n${i}`] = { id: `n${i}`, type: 'TransformNode', parent: SCENE_ROOT_ID, name: `Node ${i}`, props: {}, children: [] };
  }
  nodes[SCENE_ROOT_ID] = { id: SCENE_ROOT_ID, type: 'Scene', parent: null, name: 'Scene', props: {}, children };
  return { format: 'scene-document', version: 1, nodes, exposed: [], animations: [], logic: { code: '', xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [] };
}

describe('scene tree panel', () => {
  it('renders only visible rows of 100,000 nodes and selects with click, Ctrl and Shift', () => {
    const document = new SceneDocumentServiceImpl(bigDocument(100_000));
    const undo = new UndoServiceImpl(document);
    const selection = new SelectionServiceImpl(document);
    const t = (key: string) => key;
    const actions = new TreeActions({ document, undo, selection, notifications: undefined, t, isContainer: () => true });
    const Panel = createSceneTreePanel({ document, selection, commands: undefined, i18n: undefined, actions, nodeTypes: () => [], t });
    const view = render(<Panel panelId="sceneTree" visible />);
    const rows = view.container.querySelectorAll('[role=treeitem]');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(200);
    fireEvent.click(view.getByTestId('scene-tree-row-n2'));
    expect(selection.selected).toEqual(['n2']);
    fireEvent.click(view.getByTestId('scene-tree-row-n5'), { shiftKey: true });
    expect(selection.selected).toEqual(['n2', 'n3', 'n4', 'n5']);
    fireEvent.click(view.getByTestId('scene-tree-row-n3'), { ctrlKey: true });
    expect(selection.selected).not.toContain('n3');
    act(() => {
      fireEvent.change(view.getByTestId('scene-tree-search'), { target: { value: 'Node 99999' } });
    });
    expect(view.container.querySelectorAll('[role=treeitem]').length).toBe(2);
  });
});
