import { describe, expect, it } from 'vitest';
import { SCENE_ROOT_ID } from '../../../sdk/index.js';
import { SceneDocumentServiceImpl } from './scene-document-service.js';
import { SelectionServiceImpl } from './selection-service.js';

function setup() {
  const doc = new SceneDocumentServiceImpl();
  doc.apply(['a', 'b', 'c'].map((id, index) => doc.insertPatch([{ id, type: 'T', parent: SCENE_ROOT_ID, name: id, props: {}, children: [] }], { parent: SCENE_ROOT_ID, index })), 'edit');
  const selection = new SelectionServiceImpl(doc);
  const seen: (readonly string[])[] = [];
  selection.onDidChangeSelection.subscribe((s) => seen.push(s));
  return { doc, selection, seen };
}

describe('selection service', () => {
  it('emits the selection now and on every change, without duplicates', () => {
    const { selection, seen } = setup();
    selection.set(['a', 'b', 'a']);
    selection.set(['a', 'b']);
    expect(seen).toEqual([[], ['a', 'b']]);
    expect(selection.has('b')).toBe(true);
  });

  it('toggles, adds and clears; the last is primary', () => {
    const { selection } = setup();
    selection.set(['a']);
    selection.toggle('b');
    expect(selection.selected).toEqual(['a', 'b']);
    selection.toggle('a');
    expect(selection.selected).toEqual(['b']);
    selection.add(['c', 'b', 'a']);
    expect(selection.selected).toEqual(['b', 'c', 'a']);
    selection.clear();
    expect(selection.selected).toEqual([]);
  });

  it('ignores unknown ids and drops removed nodes', () => {
    const { doc, selection } = setup();
    selection.set(['a', 'ghost', 'c']);
    expect(selection.selected).toEqual(['a', 'c']);
    doc.apply([doc.removePatch('c')], 'edit');
    expect(selection.selected).toEqual(['a']);
    doc.load('');
    expect(selection.selected).toEqual([]);
  });
});
