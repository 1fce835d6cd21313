import { describe, expect, it } from 'vitest';
import { modelAnimationGroups, SCENE_ROOT_ID } from '../../../sdk/index.js';
import type { AnimationGroupData, JsonValue, SceneNodeData } from '../../../sdk/index.js';
import { exposedCleanupPatches } from '../../../core/services/scene/exposed-cleanup.js';
import { ExposedPropertiesServiceImpl } from '../../../core/services/scene/exposed-properties-service.js';
import { sceneServiceLocales } from '../../../core/services/scene/locales.js';
import { SceneDocumentServiceImpl } from '../../../core/services/scene/scene-document-service.js';
import { createTranslator } from '../../../core/services/scene/translator.js';
import { UndoServiceImpl } from '../../../core/services/scene/undo-service.js';
import { animationCleanupPatches } from '../../../core/services/animation/animation-cleanup.js';
import { AnimationServiceImpl } from '../../../plugins/animation/animation-service.js';

const mesh = (id: string, parent: string, props: Record<string, JsonValue>, children: string[] = []): SceneNodeData => ({ id, type: 'Mesh', parent, name: id, props, children });
const model = (id: string, parent = SCENE_ROOT_ID) => mesh(id, parent, { asset: `${id}.glb`, position: { x: 0, y: 0, z: 0 } });
const box = mesh('box', SCENE_ROOT_ID, { position: { x: 0, y: 0, z: 0 } });
const texts = { en: sceneServiceLocales.en, 'zh-CN': sceneServiceLocales['zh-CN'], 'zh-TW': sceneServiceLocales['zh-TW'] };

function setup() {
  const doc = new SceneDocumentServiceImpl();
  doc.apply([doc.insertPatch([box, model('robot')], { parent: SCENE_ROOT_ID, index: 0 })], 'load');
  const undo = new UndoServiceImpl(doc);
  undo.addFollowUp((patches) => exposedCleanupPatches(doc, patches));
  undo.addFollowUp((patches) => animationCleanupPatches(doc, patches));
  const t = createTranslator(() => undefined);
  const service = new AnimationServiceImpl(doc, undo, () => undefined, t);
  const exposed = new ExposedPropertiesServiceImpl(doc, undo, (id, property) => service.isStateDriven(id, property), t);
  let n = 0;
  const groups = modelAnimationGroups('robot', ['Walk', ''], () => `g${++n}`, (k) => `Clip ${k}`);
  // What the model importer does: the model node and its groups in one undo step.
  undo.execute([doc.setSectionPatch('animations', groups as unknown as JsonValue[])], { label: 'import' });
  return { doc, undo, service, exposed, groups };
}

describe('animation groups (spec 001 §2)', () => {
  it('a model import makes one group per clip, named after the clip, looping, not playing', () => {
    const { service } = setup();
    const groups = service.animations.filter((a): a is AnimationGroupData => a.kind === 'group');
    expect(groups.map((g) => [g.id, g.name, g.owner, g.clip, g.weight, g.loopAnimation, g.autoPlay, g.isPlaying])).toEqual([
      ['g1', 'Walk', 'robot', 0, 1, true, false, false],
      ['g2', 'Clip 2', 'robot', 1, 1, true, false, false],
    ]);
  });

  it('play, pause, stop and reset are run-time only; stop and reset rewind; changes are reported', () => {
    const { service, undo } = setup();
    const seen: string[] = [];
    service.onDidChangeGroupRuntime.subscribe((id) => seen.push(`${id}:${service.groupRuntime(id).state}:${service.groupRuntime(id).rewinds}`));
    const depth = undo.depth;
    expect(service.groupRuntime('g1')).toEqual({ state: 'stopped', rewinds: 0 });
    service.pauseGroup('g1');
    service.playGroup('g1');
    service.pauseGroup('g1');
    service.resetGroup('g1');
    service.playGroup('g1');
    service.stopGroup('g1');
    expect(seen).toEqual(['g1:playing:0', 'g1:paused:0', 'g1:paused:1', 'g1:playing:1', 'g1:stopped:2']);
    expect(undo.depth).toBe(depth);
    expect(() => service.playGroup('nope')).toThrow(sceneServiceLocales.en['scene.animation.notFound']);
  });

  it('edits weight, autoPlay and loop as one undo step per edit, even in quick succession; refuses a weight outside 0–1', () => {
    const { service, undo } = setup();
    const depth = undo.depth;
    service.updateGroup('g1', { weight: 0.5 });
    service.updateGroup('g1', { autoPlay: true, loopAnimation: false });
    expect(undo.depth).toBe(depth + 2);
    expect(service.animations.find((a) => a.id === 'g1')).toMatchObject({ weight: 0.5, autoPlay: true, loopAnimation: false });
    expect(() => service.updateGroup('g1', { weight: 2 })).toThrow('The weight must be a number between 0 and 1');
    expect(() => service.updateGroup('g1', { weight: Number.NaN })).toThrow('between 0 and 1');
    undo.undo();
    expect(service.animations.find((a) => a.id === 'g1')).toMatchObject({ weight: 0.5, autoPlay: false, loopAnimation: true });
    undo.undo();
    expect(service.animations.find((a) => a.id === 'g1')).toMatchObject({ weight: 1, autoPlay: false, loopAnimation: true });
  });

  it('a loaded scene plays the groups that autoPlay or were saved playing', () => {
    const { doc, service } = setup();
    service.updateGroup('g2', { autoPlay: true });
    const saved = doc.serialize();
    service.playGroup('g1');
    doc.load(saved);
    expect(service.groupRuntime('g1').state).toBe('stopped');
    expect(service.groupRuntime('g2').state).toBe('playing');
  });

  it('deleting the model deletes its groups and the properties they expose in the same undo step', () => {
    const { doc, undo, service, exposed } = setup();
    exposed.expose({ owner: { kind: 'animationGroup', id: 'g1' }, property: 'weight', type: 'number', name: 'walkWeight', group: '', title: 'Weight' });
    exposed.expose({ owner: { kind: 'node', id: 'box' }, property: 'position', type: 'vector3', name: 'boxAt', group: '', title: 'Position' });
    const depth = undo.depth;
    undo.execute([doc.removePatch('robot')], { label: 'delete' });
    expect(undo.depth).toBe(depth + 1);
    expect(service.animations.filter((a) => a.kind === 'group')).toEqual([]);
    expect(exposed.all.map((e) => e.name)).toEqual(['boxAt']);
    undo.undo();
    expect(service.animations.filter((a) => a.kind === 'group').map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(exposed.find('g1', 'weight')?.name).toBe('walkWeight');
  });

  it('deleting a group deletes the properties it exposes in the same undo step', () => {
    const { undo, service, exposed } = setup();
    exposed.expose({ owner: { kind: 'animationGroup', id: 'g2' }, property: 'loopAnimation', type: 'boolean', name: 'loop2', group: '', title: 'Loop' });
    service.playGroup('g2');
    const depth = undo.depth;
    service.deleteGroup('g2');
    expect(undo.depth).toBe(depth + 1);
    expect(exposed.all).toEqual([]);
    expect(service.groupRuntime('g2').state).toBe('stopped');
    undo.undo();
    expect(exposed.find('g2', 'loopAnimation')?.name).toBe('loop2');
  });
});

describe('container rules (spec 001 §5)', () => {
  it('a model cannot have parameter animations: keyframe and state targets refused in three languages', () => {
    const { service } = setup();
    service.createAnimation('Move');
    expect(service.addProperty('robot', 'position', 'Position')).toEqual({ ok: false, message: texts.en['scene.animation.modelNoParameters'] });
    expect(service.addProperty('box', 'position', 'Position').ok).toBe(true);
    service.createStateAnimation('States');
    expect(service.addProperty('robot', 'position', 'Position')).toEqual({ ok: false, message: texts.en['scene.animation.modelNoParameters'] });
    expect(texts['zh-CN']['scene.animation.modelNoParameters']).toContain('模型不能有参数动画');
    expect(texts['zh-TW']['scene.animation.modelNoParameters']).toContain('模型不能有參數動畫');
  });

  it('at most one state animation per container; a two-model container needs exactly two model nodes', () => {
    const { doc, undo, service } = setup();
    const container = mesh('pair', SCENE_ROOT_ID, { twoModel: true });
    undo.execute([doc.insertPatch([container], { parent: SCENE_ROOT_ID, index: 2 }), doc.insertPatch([model('a', 'pair')], { parent: 'pair', index: 0 })]);
    expect(() => service.createStateAnimation('Swap', 'pair')).toThrow(texts.en['scene.animation.twoModelCount']);
    undo.execute([doc.insertPatch([model('b', 'pair')], { parent: 'pair', index: 1 })]);
    const swap = service.createStateAnimation('Swap', 'pair');
    expect(swap.owner).toBe('pair');
    expect(() => service.createStateAnimation('Again', 'pair')).toThrow(texts.en['scene.animation.oneStatePerContainer']);
    for (const key of ['scene.animation.twoModelCount', 'scene.animation.oneStatePerContainer'] as const) {
      expect(texts['zh-CN'][key]).toMatch(/容器/);
      expect(texts['zh-TW'][key]).toMatch(/容器/);
    }
  });
});

describe('state animations keep their state (currState, progress) with the scene', () => {
  it('a jump saves currState (jumps in a row one undo step); a reload shows the saved state', () => {
    const { doc, undo, service } = setup();
    const states = service.createStateAnimation('Lift');
    service.addProperty('box', 'position', 'Position');
    undo.execute([doc.setPropPatch('box', 'position', { x: 0, y: 3, z: 0 })]);
    const second = states.states[1].stateId;
    service.recordState(states.id, second);
    undo.execute([doc.setPropPatch('box', 'position', { x: 0, y: 0, z: 0 })]);
    const depth = undo.depth;
    service.jumpToState(states.id, states.states[0].stateId);
    service.jumpToState(states.id, second);
    expect(undo.depth).toBe(depth + 1);
    expect(service.animations.find((a) => a.id === states.id)).toMatchObject({ currState: second });
    doc.load(doc.serialize());
    expect(service.stateRuntime(states.id)).toEqual({ stateId: second, transition: 1, progress: 0 });
    expect(service.values()).toEqual([{ nodeId: 'box', property: 'position', value: { x: 0, y: 3, z: 0 } }]);
  });

  it('progress is saved and restored', () => {
    const { doc, service } = setup();
    const states = service.createStateAnimation('Slide');
    service.updateStateAnimation(states.id, { mode: 'progress' });
    service.setProgress(states.id, 0.25);
    doc.load(doc.serialize());
    expect(service.stateRuntime(states.id)?.progress).toBe(0.25);
  });
});
