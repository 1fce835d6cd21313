import { describe, expect, it } from 'vitest';
import { SCENE_ROOT_ID } from '../../../sdk/index.js';
import type { ExposeRequest } from '../../../sdk/index.js';
import { ExposedPropertiesServiceImpl } from './exposed-properties-service.js';
import { SceneDocumentServiceImpl } from './scene-document-service.js';
import { createTranslator } from './translator.js';
import { UndoServiceImpl } from './undo-service.js';

function setup(stateDriven: string[] = []) {
  const doc = new SceneDocumentServiceImpl();
  doc.apply([doc.insertPatch([{ id: 'a', type: 'T', parent: SCENE_ROOT_ID, name: 'a', props: { speed: 1 }, children: [] }], { parent: SCENE_ROOT_ID, index: 0 })], 'load');
  const undo = new UndoServiceImpl(doc);
  const t = createTranslator(() => undefined);
  const exposed = new ExposedPropertiesServiceImpl(doc, undo, (id, p) => stateDriven.includes(`${id}.${p}`), t);
  return { doc, undo, exposed };
}

const request = (over: Partial<ExposeRequest> = {}): ExposeRequest => ({
  owner: { kind: 'node', id: 'a' }, property: 'speed', type: 'number', name: 'Speed', group: 'Motion', title: 'Speed title', ...over,
});

describe('exposed-properties service', () => {
  it('exposes a property into the document through one undo step and marks needSave', () => {
    const { doc, undo, exposed } = setup();
    const lists: number[] = [];
    exposed.onDidChange.subscribe((l) => lists.push(l.length));
    const created = exposed.expose(request());
    expect(created).toMatchObject({ name: 'Speed', group: 'Motion', type: 'number', path: 'a.speed', owner: { kind: 'node', id: 'a' } });
    expect(doc.section('exposed')).toEqual([created]);
    expect(exposed.find('a', 'speed')).toEqual(created);
    expect(undo.needSave).toBe(true);
    expect(lists).toEqual([0, 1]);
    undo.undo();
    expect(exposed.all).toEqual([]);
    expect(lists).toEqual([0, 1, 0]);
  });

  it('renames and regroups an existing one instead of adding another', () => {
    const { exposed } = setup();
    const first = exposed.expose(request());
    const second = exposed.expose(request({ name: 'Velocity', group: 'Other' }));
    expect(exposed.all).toHaveLength(1);
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ name: 'Velocity', group: 'Other' });
  });

  it('replaces dots with underscores and falls back to the title for an empty name', () => {
    const { exposed } = setup();
    const e = exposed.expose(request({ name: '  ', group: 'a.b.c', title: 'Light.intensity' }));
    expect(e.name).toBe('Light_intensity');
    expect(e.group).toBe('a_b_c');
  });

  it('keeps known names and groups, newest first', () => {
    const { exposed } = setup();
    exposed.expose(request({ name: 'one', group: 'G1' }));
    exposed.expose(request({ property: 'other', name: 'two', group: 'G2' }));
    exposed.expose(request({ name: 'one', group: 'G1' }));
    expect(exposed.knownNames).toEqual(['one', 'two']);
    expect(exposed.knownGroups).toEqual(['G1', 'G2']);
  });

  it('refuses foreign owners, long paths and state-animated properties with translated messages', () => {
    const { exposed, undo } = setup(['a.speed']);
    expect(() => exposed.expose(request({ owner: { kind: 'texture' as never, id: 'a' }, property: 'x' }))).toThrow('Only a node, animation group, material, shared channel or material stage can expose a property');
    expect(() => exposed.expose(request({ property: 'p'.repeat(1023) }))).toThrow('The binding path is longer than 1024 characters');
    expect(() => exposed.expose(request())).toThrow('This property already has a state animation and cannot be exposed');
    expect(exposed.expose(request({ property: 'p'.repeat(1022) })).path).toHaveLength(1024);
    for (const kind of ['animationGroup', 'material', 'sharedChannel', 'materialStage'] as const) {
      expect(exposed.expose(request({ owner: { kind, id: kind }, property: 'x' })).owner.kind).toBe(kind);
    }
    expect(undo.depth).toBe(5);
  });

  it('removes one through undo and refuses an unknown id', () => {
    const { exposed, undo } = setup();
    const e = exposed.expose(request());
    exposed.remove(e.id);
    expect(exposed.all).toEqual([]);
    undo.undo();
    expect(exposed.all).toEqual([e]);
    expect(() => exposed.remove('nope')).toThrow('The exposed property no longer exists');
  });

  it('learns names and groups from a loaded document', () => {
    const { doc, exposed } = setup();
    exposed.expose(request({ name: 'kept', group: 'KG' }));
    const content = doc.serialize();
    doc.load('');
    expect(exposed.knownNames).toEqual([]);
    doc.load(content);
    expect(exposed.knownNames).toEqual(['kept']);
    expect(exposed.knownGroups).toEqual(['KG']);
    expect(exposed.all).toHaveLength(1);
  });
});
