import { PARTICLE_FIELDS, readTarget, targetDescriptor, titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Value modifier: sets the target to a value, adds it per second, or multiplies by it */
export const valueModifier: ParticleStageContribution = {
  id: 'ValueModifier', category: 'modifier', order: 20, titles: titles('Value', '数值', '數值'),
  descriptors: [targetDescriptor('acceleration'),
    { name: 'mode', type: 'enum', propertyGroup: 'base', rank: 1, default: 'set', titles: titles('Mode', '模式', '模式'), enum: [
      { value: 'set', label: titles('Set', '设为', '設為') }, { value: 'add', label: titles('Add per second', '每秒增加', '每秒增加') },
      { value: 'multiply', label: titles('Multiply', '乘以', '乘以') }] },
    { name: 'value', type: 'vector3', propertyGroup: 'base', rank: 2, default: { x: 0, y: -9.81, z: 0 }, titles: titles('Value', '数值', '數值') }],
  modify(buffer, params, frame) {
    const target = readTarget(params.value('target'));
    if (!target) return;
    const v = params.vector3('value');
    const value = [v.x, v.y, v.z];
    const mode = params.string('mode');
    const a = buffer.fields[target], w = PARTICLE_FIELDS[target], n = buffer.count * w;
    for (let k = 0; k < w; k++) {
      const c = value[k]!;
      if (mode === 'add') for (let j = k; j < n; j += w) a[j]! += c * frame.dt;
      else if (mode === 'multiply') for (let j = k; j < n; j += w) a[j]! *= c;
      else for (let j = k; j < n; j += w) a[j] = c;
    }
  },
};
