import type { NodeMaterialConnectionPoint } from '@babylonjs/core/Materials/Node/nodeMaterialBlockConnectionPoint.js';
import { KSTAGE_TARGET } from '../../sdk/index.js';
import type { ChannelState } from './channel-state.js';
import type { GraphNodes } from './graph-nodes.js';
import { DIRECTION_TARGETS, TARGET_MEANINGS } from './stage-targets.js';

type Point = NodeMaterialConnectionPoint;

export function mix3(nodes: GraphNodes, a: Point, b: Point, w: Point): Point {
  return nodes.glsl({ name: 'kMix3', code: ['void kMix3(vec3 a, vec3 b, float w, out vec3 r) { r = mix(a, b, w); }'], inputs: { a, b, w }, outputs: { r: 'Vector3' } })['r'] as Point;
}
export function mix1(nodes: GraphNodes, a: Point, b: Point, w: Point): Point {
  return nodes.glsl({ name: 'kMix1', code: ['void kMix1(float a, float b, float w, out float r) { r = mix(a, b, w); }'], inputs: { a, b, w }, outputs: { r: 'Float' } })['r'] as Point;
}
export function mul1(nodes: GraphNodes, a: Point, b: Point): Point {
  return nodes.glsl({ name: 'kMul1', code: ['void kMul1(float a, float b, out float r) { r = a * b; }'], inputs: { a, b }, outputs: { r: 'Float' } })['r'] as Point;
}
function luminance(nodes: GraphNodes, c: Point): Point {
  return nodes.glsl({ name: 'kLuma', code: ['void kLuma(vec3 c, out float r) { r = dot(c, vec3(0.299, 0.587, 0.114)); }'], inputs: { c }, outputs: { r: 'Float' } })['r'] as Point;
}
function grey(nodes: GraphNodes, a: Point): Point {
  return nodes.glsl({ name: 'kGrey', code: ['void kGrey(float a, out vec3 r) { r = vec3(a); }'], inputs: { a }, outputs: { r: 'Vector3' } })['r'] as Point;
}
function over(nodes: GraphNodes, a: Point, b: Point): Point {
  return nodes.glsl({ name: 'kOverA', code: ['void kOverA(float a, float b, out float r) { r = a + clamp(b, 0.0, 1.0) * (1.0 - a); }'], inputs: { a, b }, outputs: { r: 'Float' } })['r'] as Point;
}

/** A stage's output as the target writers take it. */
export interface StageWrite {
  readonly nodes: GraphNodes;
  readonly state: ChannelState;
  /** The stage's weight over what is before it (alpha when `hasAlpha`, crop, fresnel, variable 2). */
  readonly weight: Point;
  /** The weight of an alpha written as a value (crop and variable 2 only: the alpha is the value itself). */
  readonly valueMask: Point;
  readonly hasAlpha: boolean;
  /** Bend the channel's normal by a normal-map colour (Babylon allows this once per material). */
  bendNormal(rgb: Point): void;
}

/**
 * Write a stage's colour to its colour target: a colour target mixes it in by the weight, a number target takes its
 * luminance, alpha and opacity take its luminance as the alpha, alpha mask multiplies the alpha by it, normal bends
 * the normal; close (0) draws nothing.
 */
export function writeColorTarget(w: StageWrite, code: number, rgb: Point): void {
  const { nodes, state, weight } = w;
  if (code === KSTAGE_TARGET.normal) {
    w.bendNormal(rgb);
    return;
  }
  if (code === KSTAGE_TARGET.alpha || code === KSTAGE_TARGET.opacity) {
    state.set('alpha', mix1(nodes, state.get('alpha'), luminance(nodes, rgb), weight));
    return;
  }
  if (code === KSTAGE_TARGET.alphaMask) {
    state.set('alpha', mul1(nodes, state.get('alpha'), mix1(nodes, nodes.constant('one', 1), luminance(nodes, rgb), weight)));
    return;
  }
  const meaning = TARGET_MEANINGS[code];
  if (!meaning) return;
  if (meaning.value === 'color') state.set(meaning.slot, mix3(nodes, state.get(meaning.slot), rgb, weight));
  else state.set(meaning.slot, mix1(nodes, state.get(meaning.slot), luminance(nodes, rgb), weight));
}

/**
 * Write a stage's alpha to its alpha target: alpha and opacity lay it over the channel's alpha (`hasAlpha`) or set it,
 * alpha mask multiplies the alpha, a number target takes it, a colour target takes it as grey; normal, flow and close
 * draw nothing from an alpha.
 */
export function writeAlphaTarget(w: StageWrite, code: number, alpha: Point): void {
  const { nodes, state } = w;
  if (code === KSTAGE_TARGET.alpha || code === KSTAGE_TARGET.opacity) {
    state.set('alpha', w.hasAlpha ? over(nodes, state.get('alpha'), w.weight) : mix1(nodes, state.get('alpha'), alpha, w.valueMask));
    return;
  }
  if (code === KSTAGE_TARGET.alphaMask) {
    state.set('alpha', mul1(nodes, state.get('alpha'), alpha));
    return;
  }
  const meaning = TARGET_MEANINGS[code];
  if (!meaning || DIRECTION_TARGETS.has(code)) return;
  if (meaning.value === 'scalar') state.set(meaning.slot, mix1(nodes, state.get(meaning.slot), alpha, w.valueMask));
  else state.set(meaning.slot, mix3(nodes, state.get(meaning.slot), grey(nodes, alpha), w.valueMask));
}
