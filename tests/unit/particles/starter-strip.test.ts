// A new particle system shows particles at once (issue 26 item 18): its defaults, simulated with the real stages.
import { describe, expect, it } from 'vitest';
import { ParticleSimulation } from '../../../plugins/node-particle-system/simulation.js';
import type { BoundStage } from '../../../plugins/node-particle-system/simulation.js';
import { particleSystemType } from '../../../plugins/node-particle-system/adapter.js';
import { boxEmitter } from '../../../plugins/particle-emitter-box/stage.js';
import { valueModifier } from '../../../plugins/particle-modifier-value/stage.js';
import { spriteRenderer } from '../../../plugins/particle-renderer-sprite/stage.js';
import { defaultProps } from '../../../plugins/scene-commands/create-node.js';
import type { ParticleStageData } from '../../../sdk/index.js';

const KINDS = new Map([boxEmitter, valueModifier, spriteRenderer].map((c) => [c.id, c]));

describe('a new particle system', () => {
  it('has an emitter, the default gravity and a renderer, and stands above the ground', () => {
    const props = defaultProps(particleSystemType.type);
    const stages = props.stages as unknown as ParticleStageData[];
    expect(stages.map((s) => [s.kind, s.enabled])).toEqual([['BoxEmitter', true], ['ValueModifier', true], ['SpriteRenderer', true]]);
    expect(new Set(stages.map((s) => s.id)).size).toBe(3);
    // The Value modifier is its default: gravity on the acceleration.
    expect(stages[1]!.params).toEqual({ target: 'acceleration', mode: 'set', value: { x: 0, y: -9.81, z: 0 } });
    expect(props.position).toEqual({ x: 0, y: 1.5, z: 0 });
    // The other properties keep their descriptor defaults.
    expect(props).toMatchObject({ maxParticleCount: 2000, randomSeed: 1, visible: true });
  });

  it('shows a steady fountain in the air: many live particles, above the ground and most above the templates\' 1 m box', () => {
    const props = defaultProps(particleSystemType.type);
    const y0 = (props.position as { y: number }).y;
    const bound: BoundStage[] = (props.stages as unknown as ParticleStageData[]).map((data) => ({ contribution: KINDS.get(data.kind)!, data }));
    const sim = new ParticleSimulation(props.maxParticleCount as number, props.randomSeed as number, bound);
    for (const seconds of [0.5, 1.5, 3]) {
      while (sim.time < seconds) sim.step(1 / 60);
      const { count, fields: { position } } = sim.buffer;
      const heights = Array.from({ length: count }, (_, i) => y0 + position[i * 3 + 1]!);
      expect(count, `live particles at ${seconds} s`).toBeGreaterThan(90);
      expect(heights.filter((y) => y > 0).length / count, `above the ground at ${seconds} s`).toBeGreaterThan(0.95);
      expect(heights.filter((y) => y > 1).length / count, `above the box at ${seconds} s`).toBeGreaterThan(0.6);
    }
  });
});
