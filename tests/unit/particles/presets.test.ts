// The built-in particle presets (fire, smoke, sparks, rain, snow) use only built-in stage kinds and params their kinds
// declare, and each one makes particles in the simulation.
import { describe, expect, it } from 'vitest';
import { PARTICLE_PRESETS } from '../../../host/server/modules/builtins/particle-presets.js';
import { ParticleSimulation } from '../../../plugins/node-particle-system/simulation.js';
import { PARTICLE_SYSTEM_DESCRIPTORS } from '../../../plugins/node-particle-system/descriptors.js';
import { readParticleStages } from '../../../sdk/index.js';
import type { JsonValue, ParticleStageContribution } from '../../../sdk/index.js';

const stageModules = import.meta.glob<{ [name: string]: unknown }>('../../../plugins/particle-*/stage.ts', { eager: true });
const kinds = new Map(Object.values(stageModules).flatMap((m) => Object.values(m) as ParticleStageContribution[]).map((k) => [k.id, k]));

describe('built-in particle presets', () => {
  it('are the five of the issue', () => {
    expect(PARTICLE_PRESETS.map((p) => p.name)).toEqual(['fire', 'smoke', 'sparks', 'rain', 'snow']);
  });

  for (const preset of PARTICLE_PRESETS) {
    it(`${preset.name}: known kinds and params, declared props, particles after a second`, () => {
      const declared = new Set(PARTICLE_SYSTEM_DESCRIPTORS.map((d) => d.name));
      for (const key of Object.keys(preset.props)) expect(declared.has(key), key).toBe(true);
      const stages = readParticleStages(preset.props.stages as JsonValue);
      expect(stages.length).toBeGreaterThan(2);
      for (const stage of stages) {
        const kind = kinds.get(stage.kind);
        expect(kind, stage.kind).toBeDefined();
        const names = new Set(kind!.descriptors.map((d) => d.name));
        for (const name of Object.keys(stage.params ?? {})) expect(names.has(name), `${stage.kind}.${name}`).toBe(true);
      }
      expect(stages.some((s) => kinds.get(s.kind)!.render === 'sprite')).toBe(true);
      const sim = new ParticleSimulation(preset.props.maxParticleCount as number, 1, stages.map((data) => ({ data, contribution: kinds.get(data.kind)! })));
      for (let i = 0; i < 60; i++) sim.step(1 / 60);
      expect(sim.buffer.count).toBeGreaterThan(10);
    });
  }
});
