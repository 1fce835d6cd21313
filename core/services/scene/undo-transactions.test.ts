import { describe, expect, it } from 'vitest';
import { SCENE_ROOT_ID } from '../../../sdk/index.js';
import { SceneDocumentServiceImpl } from './scene-document-service.js';
import { UndoServiceImpl } from './undo-service.js';

function setup() {
  const doc = new SceneDocumentServiceImpl();
  doc.apply([
    doc.insertPatch([{ id: 'a', type: 'T', parent: SCENE_ROOT_ID, name: 'a', props: { c: { r: 1, g: 0, b: 0 } }, children: [] }], { parent: SCENE_ROOT_ID, index: 0 }),
  ], 'load');
  const undo = new UndoServiceImpl(doc);
  const history: number[] = [];
  undo.onDidChangeHistory.subscribe(() => history.push(undo.depth));
  return { doc, undo, history };
}

describe('undo service: empty transactions record nothing', () => {
  it('an edit that writes the value a property already has (any key order) is no step and keeps needSave', () => {
    const { doc, undo } = setup();
    const changes: unknown[] = [];
    doc.onDidChange.subscribe((c) => changes.push(c));
    undo.execute([doc.setPropPatch('a', 'c', { b: 0, g: 0, r: 1 })]);
    undo.execute([doc.setNamePatch('a', 'a'), doc.setSectionPatch('exposed', [])]);
    expect(undo.canUndo).toBe(false);
    expect(undo.needSave).toBe(false);
    expect(changes).toEqual([]);
  });

  it('a gesture with no edit, or whose edits end where they began, leaves no step and needSave as it was', () => {
    const { doc, undo } = setup();
    undo.beginGesture('g');
    undo.endGesture('g');
    expect(undo.canUndo).toBe(false);
    undo.beginGesture('g');
    undo.execute([doc.setPropPatch('a', 'c', { r: 0, g: 0, b: 1 })], { mergeKey: 'g' });
    expect(undo.needSave).toBe(true);
    undo.execute([doc.setPropPatch('a', 'c', { r: 1, g: 0, b: 0 })], { mergeKey: 'g' });
    undo.endGesture('g');
    expect(undo.canUndo).toBe(false);
    expect(undo.needSave).toBe(false);
  });

  it('keeps needSave true when another edit happened during the gesture', () => {
    const { doc, undo } = setup();
    undo.beginGesture('g');
    undo.execute([doc.setNamePatch('a', 'renamed')]);
    undo.execute([doc.setPropPatch('a', 'c', { r: 0, g: 0, b: 1 })], { mergeKey: 'g' });
    undo.execute([doc.setPropPatch('a', 'c', { r: 1, g: 0, b: 0 })], { mergeKey: 'g' });
    undo.endGesture('g');
    expect(undo.depth).toBe(1);
    expect(undo.needSave).toBe(true);
  });
});

describe('undo service: cancelGesture', () => {
  it('reverts everything the gesture wrote, even a prop that was absent, records no step and restores needSave', () => {
    const { doc, undo, history } = setup();
    undo.beginGesture('picker');
    undo.execute([doc.setPropPatch('a', 'fill', '#ff0000')], { mergeKey: 'picker' });
    undo.execute([doc.setPropPatch('a', 'fill', '#00ff00'), doc.setPropPatch('a', 'c', { r: 0, g: 1, b: 0 })], { mergeKey: 'picker' });
    expect(undo.depth).toBe(1);
    undo.cancelGesture('picker');
    expect(doc.get('a')!.props).toEqual({ c: { r: 1, g: 0, b: 0 } });
    expect('fill' in doc.get('a')!.props).toBe(false);
    expect(undo.canUndo).toBe(false);
    expect(undo.needSave).toBe(false);
    expect(history[history.length - 1]).toBe(0);
  });

  it('a cancelled gesture after a saved edit keeps the earlier step and its unsaved flag', () => {
    const { doc, undo } = setup();
    undo.execute([doc.setNamePatch('a', 'b')]);
    undo.beginGesture('picker');
    undo.execute([doc.setPropPatch('a', 'fill', '#ff0000')], { mergeKey: 'picker' });
    undo.cancelGesture('picker');
    expect(undo.depth).toBe(1);
    expect(undo.needSave).toBe(true);
    undo.setNeedSave(false);
    undo.beginGesture('picker');
    undo.execute([doc.setPropPatch('a', 'fill', '#ff0000')], { mergeKey: 'picker' });
    undo.cancelGesture('picker');
    expect(undo.needSave).toBe(false);
    expect(undo.depth).toBe(1);
  });

  it('cancelling a gesture that was never used does nothing', () => {
    const { undo } = setup();
    undo.cancelGesture('nothing');
    expect(undo.canUndo).toBe(false);
    expect(undo.needSave).toBe(false);
  });
});
