// Stage movers drive a stage's params over simulation time: the emitter's rate, a vector component, a colour.
import { describe, expect, it } from 'vitest';
import { ParticleSimulation } from '../../../plugins/node-particle-system/simulation.js';
import type { BoundStage } from '../../../plugins/node-particle-system/simulation.js';
import { StageMovers } from '../../../plugins/node-particle-system/stage-movers.js';
import { boxEmitter } from '../../../plugins/particle-emitter-box/stage.js';
import { colorModifier } from '../../../plugins/particle-modifier-color/stage.js';
import { valueModifier } from '../../../plugins/particle-modifier-value/stage.js';
import { stageDefaults } from '../../../sdk/index.js';
import type { MoverData, ParticleStageContribution } from '../../../sdk/index.js';

function bind(contribution: ParticleStageContribution, params: Record<string, unknown> = {}, movers?: MoverData[]): BoundStage {
  return { contribution, data: { id: contribution.id, kind: contribution.id, enabled: true, params: { ...stageDefaults(contribution.descriptors), ...params } as never, ...(movers ? { movers } : {}) } };
}

describe('particle stage movers', () => {
  it('a mover on the emitter rate changes how many particles are made per step', () => {
    // Rate runs 0 → 600 over one second: the first half second makes far fewer particles than the second.
    const moved = new ParticleSimulation(10_000, 1, [bind(boxEmitter, { rate: 60, life: 10 }, [{ id: 'm', property: 'rate', min: 0, max: 600, duration: 1 }])]);
    const still = new ParticleSimulation(10_000, 1, [bind(boxEmitter, { rate: 60, life: 10 })]);
    for (let i = 0; i < 30; i++) { moved.step(1 / 60); still.step(1 / 60); }
    const firstHalf = moved.buffer.count;
    for (let i = 0; i < 30; i++) { moved.step(1 / 60); still.step(1 / 60); }
    expect(still.buffer.count).toBe(60);
    // Step k emits 600·(k/60)/60 = k/6 particles (the rate at the step's start): Σk<30 = 72.5, Σ30≤k<60 = 222.5.
    expect(firstHalf).toBe(72);
    expect(moved.buffer.count).toBe(295);
  });

  it('a mover on one vector component drives only that component, deterministically', () => {
    const strip = () => [bind(boxEmitter, { rate: 60, speed: 0 }), bind(valueModifier, { target: 'acceleration', mode: 'set', value: { x: 0, y: -9.81, z: 0 } }, [{ id: 'm', property: 'params.value.x', min: -5, max: 5, duration: 2, swing: true }])];
    const a = new ParticleSimulation(100, 3, strip());
    const b = new ParticleSimulation(100, 3, strip());
    for (let i = 0; i < 30; i++) { a.step(1 / 60); b.step(1 / 60); }
    const acc = a.buffer.fields.acceleration;
    // At t = 29/60 s the mover is at -5 + 10·(29/60)/2.
    expect(acc[0]).toBeCloseTo(-5 + (10 * (29 / 60)) / 2, 4);
    expect(acc[1]).toBeCloseTo(-9.81, 4);
    expect(acc[2]).toBe(0);
    expect(Array.from(a.buffer.fields.position.subarray(0, 90))).toEqual(Array.from(b.buffer.fields.position.subarray(0, 90)));
  });

  it('a mover on a whole colour moves every channel; values are clamped; bad paths and disabled movers do nothing', () => {
    const movers = new StageMovers(
      { id: 'c', kind: 'ColorModifier', enabled: true, params: stageDefaults(colorModifier.descriptors), movers: [
        { id: '1', property: 'startColor', min: 0, max: 1, duration: 4 },
        { id: '2', property: 'endColor.q', min: 9, max: 9 },
        { id: '3', property: 'nothing', min: 9, max: 9 },
        { id: '4', property: 'endColor.r', min: 0.5, max: 0.5, enable: false },
      ] },
      colorModifier.descriptors,
    );
    movers.apply(1);
    expect(movers.params.color3('startColor')).toEqual({ r: 0.25, g: 0.25, b: 0.25 });
    expect(movers.params.color3('endColor')).toEqual({ r: 1, g: 0.3, b: 0 });
    const clamped = new StageMovers({ id: 'e', kind: 'BoxEmitter', enabled: true, movers: [{ id: 'm', property: 'rate', min: -50, max: -50 }] }, boxEmitter.descriptors);
    clamped.apply(0);
    expect(clamped.params.number('rate')).toBe(0);
    // A malformed stored vector: the mover starts from the value the stage reads (the default) and moves its component.
    const malformed = new StageMovers({ id: 'b', kind: 'BoxEmitter', enabled: true, params: { boxSize: 'wide' }, movers: [{ id: 'm', property: 'boxSize.y', min: 3, max: 3 }] }, boxEmitter.descriptors);
    malformed.apply(0);
    expect(malformed.params.vector3('boxSize')).toEqual({ x: 1, y: 3, z: 1 });
  });
});
