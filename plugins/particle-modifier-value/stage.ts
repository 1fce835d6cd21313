import { readField, readTarget, targetDescriptor, titles, writeField } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Value modifier: sets the target to a value, adds it per second, or multiplies by it */
export const valueModifier: ParticleStageContribution = {
  kind: 'ValueModifier', category: 'modifier', order: 20, titles: titles('Value', '数值', '數值'),
  descriptors: [targetDescriptor('acceleration'),
    { name: 'mode', type: 'enum', propertyGroup: 'base', rank: 1, default: 'set', titles: titles('Mode', '模式', '模式'), enum: [
      { value: 'set', label: titles('Set', '设为', '設為') }, { value: 'add', label: titles('Add per second', '每秒增加', '每秒增加') },
      { value: 'multiply', label: titles('Multiply', '乘以', '乘以') }] },
    { name: 'value', type: 'vector3', propertyGroup: 'base', rank: 2, default: { x: 0, y: -9.81, z: 0 }, titles: titles('Value', '数值', '數值') }],
  modify(buffer, params, frame) {
    const target = readTarget(params.value('target'));
    if (!target) return;
    const v = params.vector3('value');
    const mode = params.string('mode');
    for (let i = 0; i < buffer.count; i++) {
      const x = readField(buffer, target, i, 0), y = readField(buffer, target, i, 1), z = readField(buffer, target, i, 2);
      if (mode === 'add') writeField(buffer, target, i, x + v.x * frame.dt, y + v.y * frame.dt, z + v.z * frame.dt);
      else if (mode === 'multiply') writeField(buffer, target, i, x * v.x, y * v.y, z * v.z);
      else writeField(buffer, target, i, v.x, v.y, v.z);
    }
  },
};
