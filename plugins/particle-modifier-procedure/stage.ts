import { PARTICLE_FIELDS, readTarget, targetDescriptor, titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Procedure modifier: moves the target along a sine wave over time, each particle shifted in phase by its index */
export const procedureModifier: ParticleStageContribution = {
  id: 'ProcedureModifier', category: 'modifier', order: 70, titles: titles('Procedure', '程序化', '程序化'),
  descriptors: [targetDescriptor('position'),
    { name: 'amplitude', type: 'vector3', propertyGroup: 'base', rank: 1, default: { x: 0.2, y: 0, z: 0.2 }, titles: titles('Amplitude', '振幅', '振幅') },
    { name: 'frequency', type: 'number', propertyGroup: 'base', rank: 2, min: 0, max: 1000, default: 1, titles: titles('Frequency', '频率', '頻率') },
    { name: 'phase', type: 'number', propertyGroup: 'base', rank: 3, default: 0.1, titles: titles('Phase per particle', '每粒子相位', '每粒子相位') }],
  modify(buffer, params, frame) {
    const target = readTarget(params.value('target'));
    if (!target) return;
    const amp = params.vector3('amplitude');
    const omega = Math.PI * 2 * params.number('frequency'), phase = params.number('phase');
    const index = buffer.fields.index;
    const amplitude = [amp.x, amp.y, amp.z];
    const a = buffer.fields[target], w = PARTICLE_FIELDS[target];
    for (let i = 0; i < buffer.count; i++) {
      // The step of a + A·sin(ωt + φ): adding it each step makes the target follow the wave.
      const d = Math.cos(omega * frame.time + index[i]! * phase) * omega * frame.dt;
      for (let k = 0; k < w; k++) a[i * w + k]! += amplitude[k]! * d;
    }
  },
};
