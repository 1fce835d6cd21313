import type { Buffer, Document, Node } from '@gltf-transform/core';
import { evaluateTrack, keyframeAnimations, animationEntities } from '../../sdk/index.js';
import type { AnimationTrack, JsonObject, JsonValue, KeyframeAnimation, SceneDocumentData } from '../../sdk/index.js';
import { quaternionOfEuler, toGltfPosition, toGltfRotation, vectorOf } from './gltf-space.js';

/** Transform props glTF animates, with their glTF path. */
const PATHS = { position: 'translation', rotation: 'rotation', scaling: 'scale' } as const;
type TransformProp = keyof typeof PATHS;
/** Samples a second where keys are not enough (eased keys, Euler rotations, which glTF cannot interpolate). */
const SAMPLE_RATE = 30;
/** The most samples one channel gets (a 10-hour animation is sampled more coarsely). */
const MAX_SAMPLES = 10_000;

const transformPropOf = (property: string): TransformProp | undefined => {
  const head = property.split('.')[0];
  return head in PATHS ? (head as TransformProp) : undefined;
};

/**
 * The document's keyframe animations as glTF animations: every track of a position, rotation or scaling (whole or
 * one component) of an exported node becomes a channel; step keys stay STEP, the rest is sampled at 30 per second
 * with every key time kept, LINEAR. Tracks of other props (colours, intensities, visibility) have no core glTF
 * target: they are named in the animation's extras. Speed, loop and swing go to extras too.
 */
export function writeKeyframeAnimations(doc: Document, buffer: Buffer, data: SceneDocumentData, nodes: ReadonlyMap<string, Node>): number {
  let written = 0;
  for (const animation of keyframeAnimations(data.animations)) {
    const byTarget = new Map<string, AnimationTrack[]>();
    const leftOut: { nodeId: string; property: string }[] = [];
    for (const track of animation.tracks) {
      if (!nodes.has(track.nodeId) || !Array.isArray(track.keys) || track.keys.length === 0) continue;
      const prop = transformPropOf(track.property);
      if (!prop) {
        leftOut.push({ nodeId: track.nodeId, property: track.property });
        continue;
      }
      const key = `${track.nodeId}\n${prop}`;
      byTarget.set(key, [...(byTarget.get(key) ?? []), track]);
    }
    if (byTarget.size === 0 && leftOut.length === 0) continue;
    const gltfAnimation = doc.createAnimation(animation.name).setExtras(extrasOf(animation, leftOut));
    for (const [key, tracks] of byTarget) {
      const [nodeId, prop] = key.split('\n') as [string, TransformProp];
      const base = vectorOf(data.nodes[nodeId]?.props[prop]) ?? (prop === 'scaling' ? { x: 1, y: 1, z: 1 } : { x: 0, y: 0, z: 0 });
      const times = sampleTimes(tracks);
      const step = tracks.every((t) => t.keys.every((k) => k.interpolation === 'step'));
      const width = prop === 'rotation' ? 4 : 3;
      const output = new Float32Array(times.length * width);
      times.forEach((time, i) => {
        const value = valueAt(tracks, base, time);
        const out = prop === 'position' ? toGltfPosition(value) : prop === 'rotation' ? toGltfRotation(quaternionOfEuler(value)) : [value.x, value.y, value.z];
        output.set(out, i * width);
      });
      const sampler = doc.createAnimationSampler()
        .setInput(doc.createAccessor().setType('SCALAR').setBuffer(buffer).setArray(new Float32Array(times)))
        .setOutput(doc.createAccessor().setType(width === 4 ? 'VEC4' : 'VEC3').setBuffer(buffer).setArray(output))
        .setInterpolation(step ? 'STEP' : 'LINEAR');
      const channel = doc.createAnimationChannel().setTargetNode(nodes.get(nodeId)!).setTargetPath(PATHS[prop]).setSampler(sampler);
      gltfAnimation.addSampler(sampler).addChannel(channel);
    }
    if (gltfAnimation.listChannels().length === 0) {
      // Nothing glTF can play: keep what it was in the scene's extras instead of an empty animation.
      gltfAnimation.dispose();
      continue;
    }
    written++;
  }
  return written;
}

/** The state animations and animation groups without a model clip, for the scene's extras (no glTF equivalent). */
export function otherAnimationsExtras(data: SceneDocumentData, exported: ReadonlySet<string>): JsonValue[] {
  return animationEntities(data.animations)
    .filter((a) => a.kind === 'state' || (a.kind === 'keyframe' && !a.tracks.some((t) => exported.has(t.nodeId) && transformPropOf(t.property))))
    .map((a) => ({ id: a.id, kind: a.kind, name: a.name }));
}

function extrasOf(animation: KeyframeAnimation, leftOut: readonly { nodeId: string; property: string }[]): JsonObject {
  return {
    sceneAnimationId: animation.id, duration: animation.duration, speed: animation.speed, loop: animation.loop, swing: animation.swing,
    ...(leftOut.length ? { tracksWithoutGltfTarget: leftOut.slice(0, 1000) } : {}),
  };
}

/** Every key time, and 30 a second between the first and last key unless every key is a step (times ≥ 0, increasing). */
function sampleTimes(tracks: readonly AnimationTrack[]): number[] {
  const times = new Set<number>();
  let first = Infinity;
  let last = -Infinity;
  for (const track of tracks) for (const key of track.keys) {
    const time = Math.max(0, Number.isFinite(key.time) ? key.time : 0);
    times.add(time);
    first = Math.min(first, time);
    last = Math.max(last, time);
  }
  if (!tracks.every((t) => t.keys.every((k) => k.interpolation === 'step')) && last > first) {
    const step = Math.max(1 / SAMPLE_RATE, (last - first) / MAX_SAMPLES);
    for (let t = first + step; t < last; t += step) times.add(Math.round(t * 1e6) / 1e6);
  }
  const sorted = [...times].sort((a, b) => a - b);
  // Float32 must keep them strictly increasing.
  return sorted.filter((t, i) => i === 0 || Math.fround(t) > Math.fround(sorted[i - 1]));
}

/** A transform prop's value at `time`: whole-vector tracks first, then component tracks over them. */
function valueAt(tracks: readonly AnimationTrack[], base: { x: number; y: number; z: number }, time: number): { x: number; y: number; z: number } {
  let value = { ...base };
  for (const track of tracks) {
    const v = evaluateTrack(track, time);
    const [, component] = track.property.split('.');
    if (component === undefined) value = vectorOf(v) ?? value;
  }
  for (const track of tracks) {
    const [, component] = track.property.split('.');
    const v = evaluateTrack(track, time);
    if ((component === 'x' || component === 'y' || component === 'z') && typeof v === 'number' && Number.isFinite(v)) value[component] = v;
  }
  return value;
}
