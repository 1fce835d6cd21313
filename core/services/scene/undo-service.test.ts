import { describe, expect, it } from 'vitest';
import { SCENE_ROOT_ID } from '../../../sdk/index.js';
import { SceneDocumentServiceImpl } from './scene-document-service.js';
import { UndoServiceImpl } from './undo-service.js';

function setup(limit?: number) {
  const doc = new SceneDocumentServiceImpl();
  let time = 1000;
  const clock = { advance: (ms: number) => (time += ms) };
  const undo = new UndoServiceImpl(doc, { now: () => time, limit, mergeWindowMs: 500 });
  const ids = ['a', 'b', 'c'];
  doc.apply(ids.map((id, index) => doc.insertPatch([{ id, type: 'T', parent: SCENE_ROOT_ID, name: id, props: { v: 0 }, children: [] }], { parent: SCENE_ROOT_ID, index })), 'load');
  const set = (id: string, value: number, mergeKey?: string) => undo.execute([doc.setPropPatch(id, 'v', value)], { mergeKey });
  const v = (id: string) => doc.get(id)!.props.v;
  return { doc, undo, clock, set, v };
}

describe('undo service', () => {
  it('undoes and redoes a step with its inverse patches', () => {
    const { undo, set, v } = setup();
    set('a', 1);
    set('a', 2);
    expect(v('a')).toBe(2);
    expect(undo.undo()).toBe(true);
    expect(v('a')).toBe(1);
    expect(undo.undo()).toBe(true);
    expect(v('a')).toBe(0);
    expect(undo.undo()).toBe(false);
    expect(undo.redo()).toBe(true);
    expect(v('a')).toBe(1);
    expect(undo.canRedo).toBe(true);
    set('b', 5);
    expect(undo.canRedo).toBe(false);
  });

  it('makes one multi-node edit one step', () => {
    const { doc, undo, v } = setup();
    undo.execute(['a', 'b', 'c'].map((id) => doc.setPropPatch(id, 'v', 7)));
    expect(['a', 'b', 'c'].map(v)).toEqual([7, 7, 7]);
    expect(undo.depth).toBe(1);
    undo.undo();
    expect(['a', 'b', 'c'].map(v)).toEqual([0, 0, 0]);
  });

  it('merges same-key edits within the window, not after it', () => {
    const { undo, clock, set, v } = setup();
    set('a', 1, 'drag');
    clock.advance(100);
    set('a', 2, 'drag');
    clock.advance(400);
    set('a', 3, 'drag');
    expect(undo.depth).toBe(1);
    clock.advance(501);
    set('a', 4, 'drag');
    expect(undo.depth).toBe(2);
    undo.undo();
    expect(v('a')).toBe(3);
    undo.undo();
    expect(v('a')).toBe(0);
  });

  it('never merges different keys or keyless edits', () => {
    const { undo, set } = setup();
    set('a', 1, 'x');
    set('a', 2, 'y');
    set('a', 3);
    set('a', 4);
    expect(undo.depth).toBe(4);
  });

  it('merges a whole gesture into one step regardless of time, and starts a new step for the next gesture', () => {
    const { undo, clock, set, v } = setup();
    undo.beginGesture('picker');
    for (let i = 1; i <= 10; i++) {
      set('a', i, 'picker');
      set('b', i * 10, 'picker');
      clock.advance(2000);
    }
    undo.endGesture('picker');
    expect(undo.depth).toBe(1);
    undo.beginGesture('picker');
    set('a', 99, 'picker');
    undo.endGesture('picker');
    set('a', 100, 'picker');
    expect(undo.depth).toBe(3);
    undo.undo();
    undo.undo();
    expect(v('a')).toBe(10);
    undo.undo();
    expect(v('a')).toBe(0);
    expect(v('b')).toBe(0);
  });

  it('drops a gesture that ended where it started (a cancelled picker)', () => {
    const { undo, set, v } = setup();
    set('a', 5);
    undo.beginGesture('picker');
    set('a', 6, 'picker');
    set('b', 1, 'picker');
    set('a', 5, 'picker');
    set('b', 0, 'picker');
    expect(undo.depth).toBe(2);
    undo.endGesture('picker');
    expect(undo.depth).toBe(1);
    undo.undo();
    expect(v('a')).toBe(0);
  });

  it('folds repeated writes of one property within a step into one patch', () => {
    const { doc, undo, set } = setup();
    const changes: number[] = [];
    undo.beginGesture('g');
    for (let i = 0; i < 50; i++) set('a', i, 'g');
    undo.endGesture('g');
    doc.onDidChange.subscribe((c) => changes.push(c.patches.length));
    undo.undo();
    expect(changes).toEqual([1]);
  });

  it('keeps a bounded history', () => {
    const { undo, set, v } = setup(5);
    for (let i = 1; i <= 8; i++) set('a', i);
    expect(undo.depth).toBe(5);
    while (undo.undo());
    expect(v('a')).toBe(3);
  });

  it('follows needSave: true on edits, unchanged on keepSaved, false after save and after load', () => {
    const { doc, undo, set } = setup();
    const seen: boolean[] = [];
    undo.onDidChangeNeedSave.subscribe((s) => seen.push(s));
    expect(undo.needSave).toBe(false);
    undo.execute([doc.setPropPatch('a', 'v', 1)], { keepSaved: true });
    expect(undo.needSave).toBe(false);
    set('a', 2);
    expect(undo.needSave).toBe(true);
    undo.setNeedSave(false);
    expect(undo.needSave).toBe(false);
    undo.undo();
    expect(undo.needSave).toBe(true);
    doc.load('');
    expect(undo.needSave).toBe(false);
    expect(undo.canUndo).toBe(false);
    expect(seen).toEqual([false, true, false, true, false]);
  });

  it('tells undo and redo apart from edits in change origins', () => {
    const { doc, undo, set } = setup();
    const origins: string[] = [];
    doc.onDidChange.subscribe((c) => origins.push(c.origin));
    set('a', 1);
    undo.undo();
    undo.redo();
    expect(origins).toEqual(['edit', 'undo', 'redo']);
  });

  it('ignores an empty edit', () => {
    const { undo } = setup();
    undo.execute([]);
    expect(undo.canUndo).toBe(false);
    expect(undo.needSave).toBe(false);
  });
});
