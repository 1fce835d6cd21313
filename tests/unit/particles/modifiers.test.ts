// Each particle modifier changes its target field as it says, and leaves the others alone.
import { describe, expect, it } from 'vitest';
import { colorModifier } from '../../../plugins/particle-modifier-color/stage.js';
import { valueModifier } from '../../../plugins/particle-modifier-value/stage.js';
import { randomModifier } from '../../../plugins/particle-modifier-random/stage.js';
import { noiseModifier } from '../../../plugins/particle-modifier-noise/stage.js';
import { remapModifier } from '../../../plugins/particle-modifier-remap/stage.js';
import { mathModifier } from '../../../plugins/particle-modifier-math/stage.js';
import { rimModifier } from '../../../plugins/particle-modifier-rim/stage.js';
import { textureModifier } from '../../../plugins/particle-modifier-texture/stage.js';
import { gradient3dModifier } from '../../../plugins/particle-modifier-gradient3d/stage.js';
import { procedureModifier } from '../../../plugins/particle-modifier-procedure/stage.js';
import { createParticleBuffer, createRandom, readStageParams, stageDefaults } from '../../../sdk/index.js';
import type { ParticleBuffer, ParticleFrame, ParticlePicture, ParticleStageContribution } from '../../../sdk/index.js';

function buffer(count: number): ParticleBuffer {
  const b = createParticleBuffer(count);
  b.count = count;
  for (let i = 0; i < count; i++) {
    b.life[i] = 2;
    b.age[i] = i * 0.5;
    b.fields.index[i] = i;
    b.fields.size[i] = 1;
    b.fields.alpha[i] = 1;
    b.fields.position.set([i, 0.5 * i, -i], i * 3);
  }
  return b;
}

function frame(pictures: Record<string, ParticlePicture> = {}, time = 0): ParticleFrame {
  return { dt: 0.1, time, seed: 7, random: createRandom(7), picture: (url) => pictures[url], modelPositions: () => undefined, splinePolylines: () => undefined };
}

function modify(stage: ParticleStageContribution, b: ParticleBuffer, params: Record<string, unknown> = {}, f = frame(), url?: string) {
  const data = { id: 's', kind: stage.id, enabled: true, ...(url ? { url } : {}), params: { ...stageDefaults(stage.descriptors), ...params } as never };
  stage.modify!(b, readStageParams(data, stage.descriptors), f);
}

const copy = (a: Float32Array) => Array.from(a);

describe('particle modifiers', () => {
  it('Color: start colour at birth, end colour at the end of life, on its target only', () => {
    const b = buffer(5);
    const speed = copy(b.fields.speed);
    modify(colorModifier, b, { startColor: { r: 1, g: 1, b: 1 }, endColor: { r: 0, g: 0, b: 1 } });
    expect(copy(b.fields.color.subarray(0, 3))).toEqual([1, 1, 1]);
    expect(copy(b.fields.color.subarray(6, 9))).toEqual([0.5, 0.5, 1]);
    expect(copy(b.fields.color.subarray(12, 15))).toEqual([0, 0, 1]);
    expect(copy(b.fields.speed)).toEqual(speed);
  });

  it('Value: sets, adds per second or multiplies the target', () => {
    const b = buffer(2);
    modify(valueModifier, b, { target: 'acceleration', mode: 'set', value: { x: 0, y: -9.81, z: 0 } });
    expect(b.fields.acceleration[1]).toBeCloseTo(-9.81, 5);
    modify(valueModifier, b, { target: 'acceleration', mode: 'add', value: { x: 10, y: 0, z: 0 } });
    expect(b.fields.acceleration[0]).toBeCloseTo(1, 5);
    modify(valueModifier, b, { target: 'size', mode: 'multiply', value: { x: 3, y: 3, z: 3 } });
    expect(copy(b.fields.size)).toEqual([3, 3]);
  });

  it('Random: a value per particle within the range, stable for the particle and the seed', () => {
    const b = buffer(50);
    modify(randomModifier, b, { target: 'size', min: { x: 2, y: 2, z: 2 }, max: { x: 4, y: 4, z: 4 } });
    const sizes = copy(b.fields.size);
    expect(sizes.every((s) => s >= 2 && s < 4)).toBe(true);
    expect(new Set(sizes).size).toBeGreaterThan(40);
    modify(randomModifier, b, { target: 'size', min: { x: 2, y: 2, z: 2 }, max: { x: 4, y: 4, z: 4 } });
    expect(copy(b.fields.size)).toEqual(sizes);
  });

  it('Noise: adds bounded noise to the target, scaled by strength and the step', () => {
    const b = buffer(20);
    modify(noiseModifier, b, { target: 'speed', strength: 10 });
    const speeds = copy(b.fields.speed);
    expect(speeds.some((v) => v !== 0)).toBe(true);
    expect(speeds.every((v) => Math.abs(v) <= 10 * 0.1 + 1e-6)).toBe(true);
    expect(copy(b.fields.color)).toEqual(new Array(60).fill(0));
  });

  it('Remap: maps the life fraction onto the output range', () => {
    const b = buffer(5);
    modify(remapModifier, b, { target: 'alpha', source: 'life', outMin: 1, outMax: 0 });
    expect(copy(b.fields.alpha)).toEqual([1, 0.75, 0.5, 0.25, 0]);
  });

  it('Math: runs the items in order on each component of the target', () => {
    const b = buffer(3);
    modify(mathModifier, b, { target: 'size', items: [{ op: 'add', value: 1 }, { op: 'multiply', value: 3 }] });
    expect(copy(b.fields.size)).toEqual([6, 6, 6]);
    modify(mathModifier, b, { target: 'position', items: [{ op: 'set', value: 2 }] });
    expect(copy(b.fields.position.subarray(0, 9))).toEqual(new Array(9).fill(2));
  });

  it('Rim: fades in at birth and out at the end of life', () => {
    const b = buffer(5);
    modify(rimModifier, b, { target: 'alpha', value: 1, fadeIn: 0.25, fadeOut: 0.25 });
    expect(copy(b.fields.alpha)).toEqual([0, 1, 1, 1, 0]);
  });

  it('Texture: samples the picture under each particle, nothing while it is not loaded', () => {
    const picture: ParticlePicture = { width: 2, height: 1, data: new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 255, 255]) };
    const b = buffer(2);
    b.fields.position.set([-0.5, 0, 0, 0.5, 0, 0]);
    modify(textureModifier, b, { target: 'color', extent: 2 }, frame({}), 'pic.png');
    expect(copy(b.fields.color.subarray(0, 6))).toEqual([0, 0, 0, 0, 0, 0]);
    modify(textureModifier, b, { target: 'color', extent: 2 }, frame({ 'pic.png': picture }), 'pic.png');
    expect(copy(b.fields.color.subarray(0, 6))).toEqual([1, 0, 0, 0, 0, 1]);
  });

  it('3DGradient: the colour between two points by position', () => {
    const b = buffer(1);
    b.fields.position.set([0, 1, 0]);
    modify(gradient3dModifier, b, { target: 'color', from: { x: 0, y: 0, z: 0 }, to: { x: 0, y: 2, z: 0 }, fromColor: { r: 0, g: 0, b: 0 }, toColor: { r: 1, g: 1, b: 1 } });
    expect(copy(b.fields.color.subarray(0, 3))).toEqual([0.5, 0.5, 0.5]);
  });

  it('Procedure: moves the target along a wave, phase shifted per particle', () => {
    const b = buffer(2);
    const before = copy(b.fields.position);
    modify(procedureModifier, b, { target: 'position', amplitude: { x: 1, y: 0, z: 0 }, frequency: 1, phase: Math.PI / 2 });
    const after = copy(b.fields.position);
    expect(after[0]! - before[0]!).toBeCloseTo(Math.PI * 2 * 0.1, 5);
    expect(after[3]! - before[3]!).toBeCloseTo(0, 5);
    expect(after[1]).toBe(before[1]);
  });
});
