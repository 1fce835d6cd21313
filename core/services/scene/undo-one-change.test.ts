import { describe, expect, it } from 'vitest';
import { SCENE_ROOT_ID } from '../../../sdk/index.js';
import type { SceneChange } from '../../../sdk/index.js';
import { SceneDocumentServiceImpl } from './scene-document-service.js';
import { UndoServiceImpl } from './undo-service.js';

function setup() {
  const doc = new SceneDocumentServiceImpl();
  doc.apply([
    doc.insertPatch([{ id: 'a', type: 'T', parent: SCENE_ROOT_ID, name: 'a', props: { x: 0 }, children: [] }], { parent: SCENE_ROOT_ID, index: 0 }),
  ], 'load');
  const undo = new UndoServiceImpl(doc);
  const changes: SceneChange[] = [];
  doc.onDidChange.subscribe((c) => changes.push(c));
  const dirty: boolean[] = [];
  undo.onDidChangeNeedSave.subscribe((v) => dirty.push(v));
  return { doc, undo, changes, dirty };
}

describe('undo service: one change per step', () => {
  it('a transact of three edits sends one change with all three patches, after the document holds them all', () => {
    const { doc, undo, changes } = setup();
    const seen: string[] = [];
    doc.onDidChange.subscribe(() => seen.push(`${doc.get('a')!.name}/${String(doc.get('a')!.props.x)}/${String(doc.get('b')?.id)}`));
    undo.transact(() => {
      undo.execute([doc.setNamePatch('a', 'renamed')]);
      undo.execute([doc.setPropPatch('a', 'x', 1)]);
      undo.execute([doc.insertPatch([{ id: 'b', type: 'T', parent: 'a', name: 'b', props: {}, children: [] }], { parent: 'a', index: 0 })]);
    });
    expect(changes).toHaveLength(1);
    expect(changes[0].origin).toBe('edit');
    expect(changes[0].patches.map((p) => p.op)).toEqual(['setName', 'setProp', 'insert']);
    expect(seen).toEqual(['renamed/1/b']);
    expect(undo.depth).toBe(1);
    expect(undo.needSave).toBe(true);
  });

  it('writes of the same property in one step arrive as one patch: the first old value, the last new value', () => {
    const { doc, undo, changes } = setup();
    undo.transact(() => {
      undo.execute([doc.setPropPatch('a', 'x', 1)]);
      undo.execute([doc.setPropPatch('a', 'x', 2)]);
      undo.execute([doc.setPropPatch('a', 'x', 3)]);
    });
    expect(changes).toHaveLength(1);
    expect(changes[0].patches).toEqual([{ op: 'setProp', id: 'a', key: 'x', value: 3, old: 0 }]);
  });

  it('an aborted transact sends no change, records no step and leaves the scene saved', () => {
    const { doc, undo, changes, dirty } = setup();
    expect(() => undo.transact(() => {
      undo.execute([doc.setNamePatch('a', 'renamed')]);
      undo.execute([doc.setPropPatch('a', 'x', 1)]);
      throw new Error('no');
    })).toThrow('no');
    expect(changes).toEqual([]);
    expect(doc.get('a')!.name).toBe('a');
    expect(doc.get('a')!.props.x).toBe(0);
    expect(undo.canUndo).toBe(false);
    expect(undo.needSave).toBe(false);
    expect(dirty).toEqual([false]);
  });

  it('an inner transaction taken back leaves only the outer edits in the one change', () => {
    const { doc, undo, changes } = setup();
    undo.transact(() => {
      undo.execute([doc.setPropPatch('a', 'x', 1)]);
      try {
        undo.transact(() => {
          undo.execute([doc.setNamePatch('a', 'inner')]);
          throw new Error('inner');
        });
      } catch { /* the outer goes on */ }
      undo.execute([doc.setPropPatch('a', 'y', 2)]);
    });
    expect(changes).toHaveLength(1);
    expect(changes[0].patches.map((p) => (p.op === 'setProp' ? p.key : p.op))).toEqual(['x', 'y']);
    expect(doc.get('a')!.name).toBe('a');
  });

  it('undo and redo of a transact send one change each', () => {
    const { doc, undo, changes } = setup();
    undo.transact(() => {
      undo.execute([doc.setNamePatch('a', 'renamed')]);
      undo.execute([doc.setPropPatch('a', 'x', 1)]);
    });
    undo.undo();
    undo.redo();
    expect(changes.map((c) => c.origin)).toEqual(['edit', 'undo', 'redo']);
    expect(changes[1].patches).toHaveLength(2);
    expect(doc.get('a')!.name).toBe('renamed');
  });
});
