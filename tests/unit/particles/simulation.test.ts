// The CPU particle simulation: the same seed and stages give the same particles, another seed other ones.
import { describe, expect, it } from 'vitest';
import { ParticleSimulation } from '../../../plugins/node-particle-system/simulation.js';
import type { BoundStage } from '../../../plugins/node-particle-system/simulation.js';
import { boxEmitter } from '../../../plugins/particle-emitter-box/stage.js';
import { sphereEmitter } from '../../../plugins/particle-emitter-sphere/stage.js';
import { noiseModifier } from '../../../plugins/particle-modifier-noise/stage.js';
import { randomModifier } from '../../../plugins/particle-modifier-random/stage.js';
import { valueModifier } from '../../../plugins/particle-modifier-value/stage.js';
import type { ParticleStageContribution, ParticleStageData } from '../../../sdk/index.js';
import { stageDefaults } from '../../../sdk/index.js';

function bind(contribution: ParticleStageContribution, params: Record<string, unknown> = {}, extra: Partial<ParticleStageData> = {}): BoundStage {
  return { contribution, data: { id: contribution.id, kind: contribution.id, enabled: true, params: { ...stageDefaults(contribution.descriptors), ...params } as never, ...extra } };
}

function run(seed: number, steps: number, stages: BoundStage[]): ParticleSimulation {
  const sim = new ParticleSimulation(5000, seed, stages);
  for (let i = 0; i < steps; i++) sim.step(1 / 60);
  return sim;
}

const STRIP = () => [bind(boxEmitter, { rate: 400 }), bind(randomModifier, { target: 'size' }), bind(noiseModifier), bind(valueModifier)];

describe('particle simulation', () => {
  it('gives the same particles for the same seed after N steps', () => {
    const a = run(42, 90, STRIP());
    const b = run(42, 90, STRIP());
    expect(a.buffer.count).toBeGreaterThan(300);
    expect(a.buffer.count).toBe(b.buffer.count);
    expect(Array.from(a.buffer.fields.position.subarray(0, a.buffer.count * 3))).toEqual(Array.from(b.buffer.fields.position.subarray(0, b.buffer.count * 3)));
    expect(Array.from(a.buffer.fields.size.subarray(0, a.buffer.count))).toEqual(Array.from(b.buffer.fields.size.subarray(0, b.buffer.count)));
  });

  it('gives other particles for another seed', () => {
    const a = run(1, 60, STRIP());
    const b = run(2, 60, STRIP());
    expect(Array.from(a.buffer.fields.position.subarray(0, 30))).not.toEqual(Array.from(b.buffer.fields.position.subarray(0, 30)));
  });

  it('emits at the rate, keeps at most the capacity, and removes particles at the end of their life', () => {
    const sim = new ParticleSimulation(100, 1, [bind(boxEmitter, { rate: 60, life: 0.5 })]);
    for (let i = 0; i < 30; i++) sim.step(1 / 60);
    expect(sim.buffer.count).toBe(30);
    for (let i = 0; i < 60; i++) sim.step(1 / 60);
    // Half a second of life at 60 per second: 30 alive at a time.
    expect(sim.buffer.count).toBe(30);
    expect(Math.max(...sim.buffer.age.subarray(0, sim.buffer.count))).toBeLessThanOrEqual(0.5 + 1e-6);
    const full = new ParticleSimulation(10, 1, [bind(boxEmitter, { rate: 6000 })]);
    full.step(1 / 60);
    expect(full.buffer.count).toBe(10);
  });

  it('skips disabled stages and moves particles by their speed', () => {
    const sim = new ParticleSimulation(100, 3, [bind(sphereEmitter, { rate: 60, speed: 2, spread: 0 }), bind(valueModifier, {}, { enabled: false })]);
    sim.step(1 / 60);
    const { position, direction } = sim.buffer.fields;
    const r = Math.hypot(position[0]!, position[1]!, position[2]!);
    // On the unit sphere, then one step outwards at speed 2 (gravity disabled).
    expect(r).toBeCloseTo(1 + 2 / 60, 4);
    expect(Math.hypot(direction[0]!, direction[1]!, direction[2]!)).toBeCloseTo(1, 5);
  });
});
