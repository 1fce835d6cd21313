// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SceneDocumentServiceImpl } from '../../../core/services/scene/scene-document-service.js';
import { MIXED, SCENE_NODE_MIME, SCENE_ROOT_ID, createTranslate } from '../../../sdk/index.js';
import type { JsonValue, NotificationService } from '../../../sdk/index.js';
import { nodeSelectLocales } from '../../../plugins/editor-node-select/locales.js';
import { createNodeSelectEditor } from '../../../plugins/editor-node-select/node-select-editor.js';

afterEach(cleanup);

function setup(value: string | null | typeof MIXED, options?: Record<string, JsonValue>) {
  const document = new SceneDocumentServiceImpl();
  document.apply(['a', 'b'].map((id, index) => document.insertPatch([{ id, type: id === 'b' ? 'SplineNode' : 'T', parent: SCENE_ROOT_ID, name: `Node ${id}`, props: {}, children: [] }], { parent: SCENE_ROOT_ID, index })), 'load');
  const warnings: string[] = [];
  const notifications = { warning: (m: string) => { warnings.push(m); } } as unknown as NotificationService;
  const Editor = createNodeSelectEditor({ document, notifications, t: createTranslate(undefined, nodeSelectLocales), typeTitle: (c) => `${c} title` });
  const writes: unknown[] = [];
  render(<Editor descriptor={{ name: 'target', type: 'nodeSelect', rank: 0, propertyGroup: 'base', titles: { en: 'T', 'zh-CN': 'T', 'zh-TW': 'T' }, ...(options ? { options } : {}) }}
    value={value} nodeIds={['a']} readOnly={false} onChange={(v) => { writes.push(v); }} beginGesture={() => {}} endGesture={() => {}} />);
  const target = () => screen.getByTestId('node-select-target').firstElementChild as HTMLElement;
  const drop = (data: Record<string, string>) => {
    const dataTransfer = { types: Object.keys(data), getData: (k: string) => data[k] ?? '', dropEffect: 'none' };
    fireEvent.dragOver(target(), { dataTransfer });
    fireEvent.drop(target(), { dataTransfer });
  };
  return { writes, warnings, target, drop };
}

describe('node-select editor', () => {
  it('sets the target from a dropped scene node and shows its name', () => {
    const { writes, target, drop } = setup(null);
    expect(target().textContent).toBe('Drop a node from the scene tree');
    drop({ [SCENE_NODE_MIME]: 'b' });
    expect(writes).toEqual(['b']);
  });

  it('ignores other drags, refuses unknown nodes and the node itself', () => {
    const { writes, warnings, drop } = setup(null);
    drop({ 'text/plain': 'b' });
    drop({ [SCENE_NODE_MIME]: 'ghost' });
    drop({ [SCENE_NODE_MIME]: 'a' });
    expect(writes).toEqual([]);
    expect(warnings).toEqual(['That node is not in the scene', 'A node cannot target itself']);
  });

  it('with options.nodeType, takes only nodes of that type and names the type when refusing', () => {
    const { writes, warnings, drop } = setup(null, { nodeType: 'Mesh' });
    drop({ [SCENE_NODE_MIME]: 'b' });
    expect(writes).toEqual([]);
    expect(warnings).toEqual(['Only a node of type Mesh title can be used here']);
    cleanup();
    const splines = setup(null, { nodeType: 'SplineNode' });
    splines.drop({ [SCENE_NODE_MIME]: 'b' });
    expect(splines.writes).toEqual(['b']);
  });

  it('shows the target name, clears it, and shows ?? when mixed', () => {
    const { writes, target } = setup('b');
    expect(target().textContent).toBe('Node b');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(writes).toEqual([null]);
    cleanup();
    const mixed = setup(MIXED);
    expect(mixed.target().textContent).toBe('??');
  });
});
