import { describe, expect, it } from 'vitest';
import { SCENE_ROOT_ID } from '../../../sdk/index.js';
import type { GatedFeature, KeyframeAnimation, PermissionService, SceneNodeData } from '../../../sdk/index.js';
import { sceneServiceLocales } from '../../../core/services/scene/locales.js';
import { SceneDocumentServiceImpl } from '../../../core/services/scene/scene-document-service.js';
import { createTranslator } from '../../../core/services/scene/translator.js';
import { UndoServiceImpl } from '../../../core/services/scene/undo-service.js';
import { animationCleanupPatches } from '../../../core/services/animation/animation-cleanup.js';
import { AnimationServiceImpl } from '../../../plugins/animation/animation-service.js';

const box: SceneNodeData = { id: 'box', type: 'Mesh', parent: SCENE_ROOT_ID, name: 'Box', props: { position: { x: 0, y: 0, z: 0 } }, children: [] };
const en = sceneServiceLocales.en;

function setup(plan: { allows: boolean } = { allows: true }) {
  const doc = new SceneDocumentServiceImpl();
  doc.apply([doc.insertPatch([box], { parent: SCENE_ROOT_ID, index: 0 })], 'load');
  const undo = new UndoServiceImpl(doc);
  undo.addFollowUp((patches) => animationCleanupPatches(doc, patches));
  const permissions: PermissionService = { can: () => true, allows: (_f: GatedFeature) => plan.allows, upgradeMessage: '' };
  const service = new AnimationServiceImpl(doc, undo, () => permissions, createTranslator(() => undefined));
  const setPosition = (y: number) => undo.execute([doc.setPropPatch('box', 'position', { x: 0, y, z: 0 })]);
  return { doc, undo, service, setPosition, plan };
}

describe('adding and removing properties (spec 001 §4)', () => {
  it('refuses without a current animation, then adds with the success message, refuses a second add, removes', () => {
    const { service, undo } = setup();
    expect(service.addProperty('box', 'position', 'Position')).toEqual({ ok: false, message: en['scene.animation.noCurrent'] });
    expect(service.removeProperty('box', 'position', 'Position')).toEqual({ ok: false, message: en['scene.animation.noCurrent'] });
    const anim = service.createAnimation('Lift');
    expect(service.current).toEqual({ id: anim.id, name: 'Lift' });
    expect(service.addProperty('box', 'position', 'Position')).toEqual({ ok: true, message: '"Position" successfully added to animation "Lift"!' });
    expect(service.currentAnimation!.tracks).toEqual([{ nodeId: 'box', property: 'position', keys: [expect.objectContaining({ time: 0, value: { x: 0, y: 0, z: 0 } })] }]);
    expect(undo.needSave).toBe(true);
    expect(service.addProperty('box', 'position', 'Position')).toEqual({ ok: false, message: '"Position" is already in animation "Lift"' });
    expect(service.removeProperty('box', 'position', 'Position')).toEqual({ ok: true, message: '"Position" removed from animation "Lift"' });
    expect(service.currentAnimation!.tracks).toEqual([]);
    expect(service.removeProperty('box', 'position', 'Position')).toEqual({ ok: false, message: '"Position" is not in animation "Lift"' });
  });

  it('refuses without the keyframe permission (after checking the current animation) and for a mover-driven property', () => {
    const { service, undo, doc, plan } = setup({ allows: false });
    service.createAnimation('A');
    expect(service.addProperty('box', 'position', 'Position')).toEqual({ ok: false, message: 'No permission at the moment, you can upgrade your subscription plan' });
    plan.allows = true;
    undo.execute([doc.setPropPatch('box', 'movers', [{ id: 'm', property: 'position.y', enable: true }])]);
    expect(service.addProperty('box', 'position', 'Position')).toEqual({ ok: false, message: '"Position" is driven by a mover and cannot be animated' });
    expect(service.currentAnimation!.tracks).toEqual([]);
  });

  it('every edit is one undo step; undoing the creation clears the current animation', () => {
    const { service, undo } = setup();
    const anim = service.createAnimation('A');
    service.addProperty('box', 'position', 'Position');
    service.updateAnimation(anim.id, { duration: 4 });
    expect(service.currentAnimation!.duration).toBe(4);
    undo.undo();
    expect(service.currentAnimation!.duration).toBe(2);
    undo.undo();
    expect(service.currentAnimation!.tracks).toEqual([]);
    undo.undo();
    expect(service.current).toBeUndefined();
    expect(service.animations).toEqual([]);
    undo.redo();
    expect(service.animations.map((a) => a.name)).toEqual(['A']);
  });

  it('refuses bad fields with a message and keeps what was saved', () => {
    const { service } = setup();
    const anim = service.createAnimation('A');
    expect(() => service.updateAnimation(anim.id, { duration: -1 })).toThrow(/duration must be/);
    expect(() => service.updateAnimation(anim.id, { speed: Number.NaN })).toThrow(/speed must be/);
    expect(() => service.updateAnimation(anim.id, { name: '  ' })).toThrow(/name must have/);
    expect(() => service.updateAnimation(anim.id, { name: 'x'.repeat(200) })).toThrow(/name must have/);
    expect(service.currentAnimation).toMatchObject({ name: 'A', duration: 2, speed: 1 });
  });
});

describe('keys and playback', () => {
  function twoKeys() {
    const s = setup();
    const anim = s.service.createAnimation('A');
    s.service.addProperty('box', 'position', 'Position');
    s.setPosition(4);
    expect(s.service.addKeysAtTime(anim.id, 2)).toBe(1);
    return { ...s, anim };
  }

  it('keys from the document value at the playhead; values halfway; the document is not written by playback', () => {
    const { service, doc } = twoKeys();
    expect(service.values()).toEqual([]);
    service.seek(1);
    expect(service.state).toBe('paused');
    expect(service.values()).toEqual([{ nodeId: 'box', property: 'position', value: { x: 0, y: 2, z: 0 } }]);
    expect(doc.get('box')!.props.position).toEqual({ x: 0, y: 4, z: 0 });
    service.stop();
    expect(service.values()).toEqual([]);
  });

  it('plays at speed, loops and swings; a one-shot pauses at the end', () => {
    const { service, anim } = twoKeys();
    const times: number[] = [];
    service.onDidChangeTime.subscribe((t) => times.push(t));
    service.play();
    service.advance(0.5);
    expect(service.time).toBeCloseTo(0.5);
    service.advance(2);
    expect(service.time).toBe(2);
    expect(service.state).toBe('paused');
    service.updateAnimation(anim.id, { loop: true, speed: 2 });
    service.play();
    service.advance(0.75); // 1.5 s of animation from 0 (a finished one-shot restarts)
    expect(service.time).toBeCloseTo(1.5);
    service.updateAnimation(anim.id, { swing: true });
    service.advance(1); // elapsed 3.5 → swinging back: 0.5
    expect(service.time).toBeCloseTo(0.5);
    expect(service.state).toBe('playing');
    expect(times[0]).toBe(0);
  });

  it('moves keys with clamping (a key landing on another replaces it), deletes keys, sets interpolation; each undoable', () => {
    const { service, anim, undo } = twoKeys();
    const [k0, k2] = service.currentAnimation!.tracks[0].keys;
    service.moveKeys(anim.id, [k0.id], 0.5, 'drag');
    service.moveKeys(anim.id, [k0.id], 0.5, 'drag');
    expect(service.currentAnimation!.tracks[0].keys.map((k) => k.time)).toEqual([1, 2]);
    service.moveKeys(anim.id, [k0.id], 5);
    expect(service.currentAnimation!.tracks[0].keys.map((k) => k.id)).toEqual([k0.id]);
    undo.undo();
    expect(service.currentAnimation!.tracks[0].keys.map((k) => k.time)).toEqual([1, 2]);
    service.setKeyInterpolation(anim.id, k0.id, 'step');
    service.seek(1.5);
    expect(service.values()[0].value).toEqual({ x: 0, y: 0, z: 0 });
    service.removeKeys(anim.id, [k2.id]);
    expect(service.currentAnimation!.tracks[0].keys).toHaveLength(1);
    undo.undo();
    expect(service.currentAnimation!.tracks[0].keys).toHaveLength(2);
  });

  it('a replaced document (scene load) forgets the current animation and stops', () => {
    const { service, doc } = twoKeys();
    service.seek(1);
    const data = doc.snapshot();
    doc.load(JSON.stringify(data));
    expect(service.current).toBeUndefined();
    expect(service.state).toBe('stopped');
    expect((service.animations[0] as KeyframeAnimation).tracks).toHaveLength(1);
  });
});

describe('deleting an animated node', () => {
  it('drops its tracks in the same undo step; undo brings node and track back', () => {
    const { service, undo, doc } = setup();
    service.createAnimation('A');
    service.addProperty('box', 'position', 'Position');
    undo.execute([doc.removePatch('box')]);
    expect(doc.get('box')).toBeUndefined();
    expect(service.currentAnimation!.tracks).toEqual([]);
    undo.undo();
    expect(doc.get('box')).toBeDefined();
    expect(service.currentAnimation!.tracks.map((tr) => tr.nodeId)).toEqual(['box']);
  });
});

describe('state animations (spec 001 §2, §5)', () => {
  it('targets get a value per state; recording stores the document value; jumping transitions over the duration', () => {
    const { service, setPosition, undo, doc } = setup();
    const anim = service.createStateAnimation('Door');
    const [s1, s2] = anim.states;
    expect(service.currentStateAnimation?.id).toBe(anim.id);
    expect(service.addProperty('box', 'position', 'Position')).toEqual({ ok: true, message: '"Position" successfully added to animation "Door"!' });
    expect(service.isStateDriven('box', 'position')).toBe(true);
    setPosition(2);
    service.recordState(anim.id, s2.stateId);
    expect(service.currentStateAnimation!.targets[0].values).toEqual({ [s1.stateId]: { x: 0, y: 0, z: 0 }, [s2.stateId]: { x: 0, y: 2, z: 0 } });
    service.jumpToState(anim.id, s1.stateId);
    service.advance(1);
    expect(service.values()).toEqual([{ nodeId: 'box', property: 'position', value: { x: 0, y: 0, z: 0 } }]);
    service.jumpToState(anim.id, s2.stateId);
    service.advance(0.5);
    expect(service.stateRuntime(anim.id)).toEqual({ stateId: s2.stateId, transition: 0.5, progress: 0 });
    expect(service.values()[0].value).toEqual({ x: 0, y: 1, z: 0 }); // easeInOutQuad at 0.5 is 0.5
    service.advance(1);
    expect(service.values()[0].value).toEqual({ x: 0, y: 2, z: 0 });
    expect(doc.get('box')!.props.position).toEqual({ x: 0, y: 2, z: 0 });
    expect(service.currentStateAnimation!.currState).toBe(s2.stateId);
    undo.undo(); // the jumps (saved as currState, one merged step)
    expect(service.currentStateAnimation!.currState).toBe(s1.stateId);
    undo.undo(); // the recording
    expect(service.currentStateAnimation!.targets[0].values[s2.stateId]).toEqual({ x: 0, y: 0, z: 0 });
  });

  it('progress mode places targets between the states; a new state copies the last values', () => {
    const { service, setPosition } = setup();
    const anim = service.createStateAnimation('Lift');
    service.addProperty('box', 'position', 'Position');
    setPosition(4);
    service.recordState(anim.id, anim.states[1].stateId);
    service.updateStateAnimation(anim.id, { mode: 'progress' });
    service.setProgress(anim.id, 0.25);
    expect(service.values()[0].value).toEqual({ x: 0, y: 1, z: 0 });
    service.addState(anim.id);
    expect(service.currentStateAnimation!.states.map((s) => s.name)).toEqual(['State 1', 'State 2', 'State 3']);
    service.setProgress(anim.id, 1);
    expect(service.values()[0].value).toEqual({ x: 0, y: 4, z: 0 });
  });

  it('at most one state animation per container', () => {
    const { service } = setup();
    service.createStateAnimation('A');
    expect(() => service.createStateAnimation('B')).toThrow('A container can have at most one state animation');
    expect(service.createStateAnimation('C', 'box').owner).toBe('box');
  });
});

describe('orbit camera (spec 001 §4)', () => {
  it('adds the camera once to an animation of the scene or of its container, disconnects it', () => {
    const { service, undo, doc } = setup();
    const camera: SceneNodeData = { id: 'cam', type: 'OrbitCamera', parent: SCENE_ROOT_ID, name: 'Camera', props: {}, children: [] };
    undo.execute([doc.insertPatch([camera], { parent: SCENE_ROOT_ID, index: 1 })]);
    const values = { alpha: 1, beta: 0.5, radius: 10 };
    expect(service.addCamera('cam', values, 'Camera')).toEqual({ ok: false, message: en['scene.animation.noCurrent'] });
    const anim = service.createAnimation('Fly');
    expect(service.addCamera('cam', values, 'Camera')).toEqual({ ok: true, message: '"Camera" successfully added to animation "Fly"!' });
    expect(service.currentAnimation!.tracks.map((tr) => tr.property)).toEqual(['alpha', 'beta', 'radius']);
    expect(service.addCamera('cam', values, 'Camera')).toEqual({ ok: false, message: '"Camera" is already in animation "Fly"' });
    expect(service.disconnectCamera('cam', 'Camera')).toEqual({ ok: true, message: '"Camera" removed from animation "Fly"' });
    expect(service.currentAnimation!.tracks).toEqual([]);
    // An animation that belongs to the box (a container) cannot take a camera outside it.
    const section = doc.section('animations').map((a) => ({ ...(a as Record<string, unknown>), owner: 'box' }));
    undo.execute([doc.setSectionPatch('animations', section as never)]);
    expect(service.addCamera('cam', values, 'Camera')).toEqual({ ok: false, message: `Animation "${anim.name}" belongs to another container` });
  });
});
