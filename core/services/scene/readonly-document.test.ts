import { describe, expect, it } from 'vitest';
import { SCENE_ROOT_ID } from '../../../sdk/index.js';
import type { JsonObject, SceneChange } from '../../../sdk/index.js';
import { SceneDocumentServiceImpl } from './scene-document-service.js';
import { UndoServiceImpl } from './undo-service.js';
import { readonlyDocument } from './readonly-document.js';

// Test files are ES modules, so strict mode: a write to a frozen object throws a TypeError, as in a plugin.

function setup() {
  const writer = new SceneDocumentServiceImpl();
  writer.apply([writer.insertPatch([{ id: 'm', type: 'Mesh', parent: SCENE_ROOT_ID, name: 'm', props: { position: { x: 1, y: 2, z: 3 }, tags: ['a'] }, children: [] }], { parent: SCENE_ROOT_ID, index: 0 })], 'load');
  const undo = new UndoServiceImpl(writer);
  const doc = readonlyDocument(writer);
  const changes: SceneChange[] = [];
  doc.onDidChange.subscribe((c) => changes.push(c));
  return { writer, doc, undo, changes };
}

describe('the scene document is read-only all the way down', () => {
  it('writes to the root, a node, its props and nested values through the plugin view throw a TypeError and change nothing', () => {
    const { doc, undo, changes } = setup();
    const before = doc.serialize();
    const node = doc.get('m')!;
    const position = node.props.position as { x: number };
    expect(() => { (doc.root as { name: string }).name = 'hacked'; }).toThrow(TypeError);
    expect(() => { (doc.root as { name: string }).name = 'hacked'; }).toThrow(/read only property 'name'/);
    expect(() => { position.x = 99; }).toThrow(TypeError);
    expect(() => { (node.props as JsonObject).position = { x: 9, y: 9, z: 9 }; }).toThrow(TypeError);
    expect(() => { delete (node.props as JsonObject).tags; }).toThrow(TypeError);
    expect(() => { (node.props.tags as string[]).push('b'); }).toThrow(TypeError);
    expect(() => { (doc.root.children as string[]).push('x'); }).toThrow(TypeError);
    expect(() => { (doc.section('exposed') as unknown[]).push({}); }).toThrow(TypeError);
    expect(() => { (doc.section('logic') as { code: string }).code = 'evil()'; }).toThrow(TypeError);
    expect(doc.serialize()).toBe(before);
    expect(changes).toEqual([]);
    expect(undo.needSave).toBe(false);
  });

  it('a value handed to an edit is frozen with the document, also when the caller froze it only shallowly', () => {
    const { doc, undo } = setup();
    const inner = { x: 5, y: 0, z: 0 };
    const value = Object.freeze({ at: inner });
    undo.execute([doc.setPropPatch('m', 'anchor', value)]);
    expect(() => { inner.x = 6; }).toThrow(TypeError);
    expect(doc.get('m')!.props.anchor).toEqual({ at: { x: 5, y: 0, z: 0 } });
    const section = [{ name: 'p', nodeId: 'm', key: 'position' }];
    undo.execute([doc.setSectionPatch('exposed', section as never)]);
    expect(() => { section[0].key = 'hacked'; }).toThrow(TypeError);
  });

  it('inserted nodes, loaded and replaced documents are frozen; a snapshot is a copy the caller may change', () => {
    const { writer, doc, undo } = setup();
    undo.execute([doc.insertPatch([{ id: 'n', type: 'T', parent: SCENE_ROOT_ID, name: 'n', props: { v: { deep: [1] } }, children: [] }], { parent: SCENE_ROOT_ID, index: 1 })]);
    expect(() => { ((doc.get('n')!.props.v as JsonObject).deep as number[])[0] = 2; }).toThrow(TypeError);
    const snapshot = doc.snapshot();
    (snapshot.nodes.m as { name: string }).name = 'changed copy';
    expect(doc.get('m')!.name).toBe('m');
    writer.replace(snapshot);
    expect(Object.isFrozen(doc.get('m'))).toBe(true);
    writer.load(doc.serialize());
    expect(() => { (doc.get('m')!.props.position as { x: number }).x = 0; }).toThrow(TypeError);
  });

  it('an edit replaces only what it changes: the untouched values stay the same (shared, frozen) objects', () => {
    const { doc, undo } = setup();
    const tags = doc.get('m')!.props.tags;
    undo.execute([doc.setPropPatch('m', 'position', { x: 0, y: 0, z: 0 })]);
    expect(doc.get('m')!.props.tags).toBe(tags);
    undo.undo();
    expect(doc.get('m')!.props.position).toEqual({ x: 1, y: 2, z: 3 });
    expect(Object.isFrozen(doc.get('m')!.props.position)).toBe(true);
  });
});
