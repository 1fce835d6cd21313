import { readTarget, targetDescriptor, titles, writeField } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** 3DGradient modifier: a colour gradient in space between two points, taken at each particle’s position */
export const gradient3dModifier: ParticleStageContribution = {
  id: 'Gradient3DModifier', category: 'modifier', order: 60, titles: titles('3D gradient', '3D 渐变', '3D 漸變'),
  descriptors: [targetDescriptor('color'),
    { name: 'from', type: 'vector3', propertyGroup: 'base', rank: 1, default: { x: 0, y: 0, z: 0 }, titles: titles('From', '起点', '起點') },
    { name: 'to', type: 'vector3', propertyGroup: 'base', rank: 2, default: { x: 0, y: 2, z: 0 }, titles: titles('To', '终点', '終點') },
    { name: 'fromColor', type: 'color3', propertyGroup: 'base', rank: 3, default: { r: 1, g: 0.9, b: 0.2 }, titles: titles('From colour', '起点颜色', '起點顏色') },
    { name: 'toColor', type: 'color3', propertyGroup: 'base', rank: 4, default: { r: 0.8, g: 0.1, b: 0 }, titles: titles('To colour', '终点颜色', '終點顏色') }],
  modify(buffer, params) {
    const target = readTarget(params.value('target'));
    if (!target) return;
    const a = params.vector3('from'), b = params.vector3('to');
    const ca = params.color3('fromColor'), cb = params.color3('toColor');
    const dx = b.x - a.x, dy = b.y - a.y, dz = b.z - a.z;
    const length2 = dx * dx + dy * dy + dz * dz || 1;
    const p = buffer.fields.position;
    for (let i = 0; i < buffer.count; i++) {
      const t = Math.min(1, Math.max(0, ((p[i * 3]! - a.x) * dx + (p[i * 3 + 1]! - a.y) * dy + (p[i * 3 + 2]! - a.z) * dz) / length2));
      writeField(buffer, target, i, ca.r + (cb.r - ca.r) * t, ca.g + (cb.g - ca.g) * t, ca.b + (cb.b - ca.b) * t);
    }
  },
};
