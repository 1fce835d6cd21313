import { describe, expect, it } from 'vitest';
import { SCENE_ROOT_ID, SceneDocumentService, UndoService } from '../../../sdk/index.js';
import type { SceneChange, SceneNodeData, ScenePatch } from '../../../sdk/index.js';
import { createEditorKernel } from '../../kernel/editor-kernel.js';
import { coreServiceModules } from '../index.js';
import { SceneDocumentServiceImpl } from './scene-document-service.js';
import { SceneDocumentWriter } from './scene-document-writer.js';
import { UndoServiceImpl } from './undo-service.js';

function node(id: string, props: SceneNodeData['props'] = { v: 0 }): SceneNodeData {
  return { id, type: 'T', parent: SCENE_ROOT_ID, name: id, props, children: [] };
}

function setup() {
  const doc = new SceneDocumentServiceImpl();
  doc.apply([doc.insertPatch([node('a')], { parent: SCENE_ROOT_ID, index: 0 }), doc.insertPatch([node('b')], { parent: SCENE_ROOT_ID, index: 1 })], 'load');
  const undo = new UndoServiceImpl(doc);
  const changes: SceneChange[] = [];
  doc.onDidChange.subscribe((change) => changes.push(change));
  let history = 0;
  undo.onDidChangeHistory.subscribe(() => (history += 1));
  return { doc, undo, changes, history: () => history };
}

describe('edits are all or nothing', () => {
  it('an execute whose second patch throws leaves the document unchanged, with no change event and no undo step', () => {
    const { doc, undo, changes, history } = setup();
    const before = doc.serialize();
    const first = doc.setPropPatch('a', 'v', 1);
    const second: ScenePatch = { op: 'setProp', id: 'missing', key: 'v', value: 2, old: undefined };
    expect(() => undo.execute([first, second], { label: 'two' })).toThrow(/Patch 2 of 2 .*No node 'missing'/);
    expect(doc.serialize()).toBe(before);
    expect(doc.get('a')!.props.v).toBe(0);
    expect(changes).toEqual([]);
    expect(undo.canUndo).toBe(false);
    expect(undo.needSave).toBe(false);
    expect(history()).toBe(0);
  });

  it('takes back structural patches too: an insert, a move and a section write before a failing patch', () => {
    const { doc, undo, changes } = setup();
    const before = doc.serialize();
    const patches: ScenePatch[] = [
      doc.insertPatch([node('c')], { parent: 'a', index: 0 }),
      doc.movePatch('b', { parent: 'a', index: 1 }),
      doc.setSectionPatch('logic', { code: 'x()', xml: '<x/>', codeBackup: '', xmlBackup: '' }),
      doc.setNamePatch('a', 'renamed'),
      doc.insertPatch([node('a')], { parent: SCENE_ROOT_ID, index: 0 }), // 'a' exists: refused
    ];
    expect(() => undo.execute(patches)).toThrow(/already exists/);
    expect(doc.serialize()).toBe(before);
    expect(doc.get('c')).toBeUndefined();
    expect(doc.get('b')!.parent).toBe(SCENE_ROOT_ID);
    expect(doc.section('logic').code).toBe('');
    expect(changes).toEqual([]);
    expect(undo.canUndo).toBe(false);
  });

  it('refuses unknown operations and sections, and moves into a node itself', () => {
    const { doc, undo } = setup();
    const before = doc.serialize();
    expect(() => undo.execute([doc.setPropPatch('a', 'v', 1), { op: 'explode' } as unknown as ScenePatch])).toThrow(/Unknown patch operation 'explode'/);
    expect(() => undo.execute([{ op: 'setSection', section: 'nope', value: 1, old: null } as unknown as ScenePatch])).toThrow(/No section 'nope'/);
    const into = doc.insertPatch([node('c')], { parent: 'a', index: 0 });
    expect(() => undo.execute([into, { op: 'move', id: 'a', from: { parent: SCENE_ROOT_ID, index: 0 }, to: { parent: 'c', index: 0 } }])).toThrow(/moved into itself/);
    expect(doc.serialize()).toBe(before);
  });

  it('a successful batch emits exactly one change with every patch', () => {
    const { doc, undo, changes } = setup();
    const patches = [doc.setPropPatch('a', 'v', 1), doc.setPropPatch('b', 'v', 2)];
    undo.execute(patches);
    expect(changes).toEqual([{ patches, origin: 'edit' }]);
  });

  it('an undo that cannot be applied keeps its step', () => {
    const { doc, undo } = setup();
    undo.execute([doc.setPropPatch('a', 'v', 1)]);
    // Someone removed the node behind the undo service's back (only core can): the undo fails and the step stays.
    doc.apply([doc.removePatch('a')], 'load');
    expect(() => undo.undo()).toThrow(/No node 'a'/);
    expect(undo.canUndo).toBe(true);
  });
});

describe('transact', () => {
  it('records the edits of one function as one step, each edit seeing the ones before it', () => {
    const { doc, undo, changes } = setup();
    const result = undo.transact(() => {
      undo.execute([doc.insertPatch([node('c')], { parent: SCENE_ROOT_ID, index: 2 })]);
      // The second edit reads the node the first one made.
      undo.execute([doc.setPropPatch('c', 'v', doc.get('c')!.children.length + 5)]);
      undo.execute([doc.setNamePatch('c', 'five')], { label: 'ignored' });
      return 'done';
    }, { label: 'make c' });
    expect(result).toBe('done');
    expect(doc.get('c')).toMatchObject({ name: 'five', props: { v: 5 } });
    expect(changes).toHaveLength(1); // one change per step
    expect(undo.depth).toBe(1);
    expect(undo.needSave).toBe(true);
    undo.undo();
    expect(doc.get('c')).toBeUndefined();
    undo.redo();
    expect(doc.get('c')).toMatchObject({ name: 'five', props: { v: 5 } });
  });

  it('takes everything back when the function throws, records nothing and rethrows', () => {
    const { doc, undo } = setup();
    const before = doc.serialize();
    expect(() => undo.transact(() => {
      undo.execute([doc.setPropPatch('a', 'v', 1)]);
      undo.execute([doc.removePatch('b')]);
      throw new Error('changed my mind');
    })).toThrow('changed my mind');
    expect(doc.serialize()).toBe(before);
    expect(undo.canUndo).toBe(false);
    expect(undo.needSave).toBe(false);
  });

  it('nests: an inner transaction that fails takes back only its own edits; the outer one is one step', () => {
    const { doc, undo } = setup();
    undo.transact(() => {
      undo.execute([doc.setPropPatch('a', 'v', 1)]);
      try {
        undo.transact(() => {
          undo.execute([doc.setPropPatch('b', 'v', 9)]);
          throw new Error('inner');
        });
      } catch {
        // the outer edit goes on
      }
      undo.execute([doc.setPropPatch('a', 'v', 2)]);
    });
    expect(doc.get('a')!.props.v).toBe(2);
    expect(doc.get('b')!.props.v).toBe(0);
    expect(undo.depth).toBe(1);
    undo.undo();
    expect(doc.get('a')!.props.v).toBe(0);
  });

  it('refuses an async function and takes its synchronous edits back; refuses undo inside a transaction', async () => {
    const { doc, undo } = setup();
    expect(() => undo.transact(async () => {
      undo.execute([doc.setPropPatch('a', 'v', 1)]);
    })).toThrow(/synchronous/);
    expect(doc.get('a')!.props.v).toBe(0);
    expect(undo.canUndo).toBe(false);
    undo.execute([doc.setPropPatch('a', 'v', 3)]);
    expect(() => undo.transact(() => undo.undo())).toThrow(/Cannot undo while a transaction is open/);
    expect(doc.get('a')!.props.v).toBe(3);
  });

  it('a transaction that edits nothing records nothing', () => {
    const { undo } = setup();
    undo.transact(() => undefined);
    expect(undo.canUndo).toBe(false);
    expect(undo.needSave).toBe(false);
  });
});

describe('the document plugins get', () => {
  it('is read-only: the SDK service has no apply, replace or load, and reaches the writer through nothing', async () => {
    const kernel = await createEditorKernel(coreServiceModules);
    const view = kernel.services.get(SceneDocumentService) as unknown as Record<string, unknown>;
    const writer = kernel.services.get(SceneDocumentWriter);
    expect(view).not.toBe(writer);
    for (const name of ['apply', 'replace', 'load']) expect(view[name]).toBeUndefined();
    expect(Object.isFrozen(view)).toBe(true);
    expect(Object.values(view)).not.toContain(writer);
    // Writes through the undo service show in the view.
    const undo = kernel.services.get(UndoService);
    const doc = kernel.services.get(SceneDocumentService);
    undo.execute([doc.insertPatch([node('x')], { parent: SCENE_ROOT_ID, index: 0 })]);
    expect(doc.get('x')).toMatchObject({ id: 'x' });
    expect(doc.root.children).toEqual(['x']);
    await kernel.dispose();
  });
});
