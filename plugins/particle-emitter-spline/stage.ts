import { EMITTER_DESCRIPTORS, aimParticle, titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';
import { groupSampler, poseAtFraction } from './spline-sampler.js';

/** Where the particle being placed starts and the spline's direction there (x, y, z, tx, ty, tz). */
const scratch = new Float64Array(6);

/**
 * Spline emitter: particles start on the enabled splines of a spline group (drop a spline node on the stage or pick
 * it), spread uniformly by length over all of them, and leave along a mix of the spline's tangent, its horizontal
 * normal (up × tangent: outward on a circle, whose points run from +x toward +z) and up, bent by `spread`.
 */
export const splineEmitter: ParticleStageContribution = {
  id: 'SplineEmitter', category: 'emitter', order: 80, titles: titles('Spline', '样条', '樣條'), splines: true,
  descriptors: [...EMITTER_DESCRIPTORS,
    { name: 'tangent', type: 'number', propertyGroup: 'base', rank: 10, min: -1, max: 1, precision: 2, default: 0, titles: titles('Tangent', '切向', '切向') },
    { name: 'normal', type: 'number', propertyGroup: 'base', rank: 11, min: -1, max: 1, precision: 2, default: 0, titles: titles('Normal', '法向', '法向') },
    { name: 'up', type: 'number', propertyGroup: 'base', rank: 12, min: -1, max: 1, precision: 2, default: 1, titles: titles('Up', '向上', '向上') },
    { name: 'offset', type: 'number', propertyGroup: 'base', rank: 13, min: 0, max: 1000, precision: 2, default: 0, titles: titles('Offset', '随机偏移', '隨機偏移') },
    { name: 'spread', type: 'number', propertyGroup: 'base', rank: 20, min: 0, max: 1, precision: 2, default: 0.1, titles: titles('Spread', '扩散', '擴散') }],
  emit(buffer, params, frame, start, end) {
    const polylines = params.stage.splineGroup ? frame.splinePolylines(params.stage.splineGroup) : undefined;
    const sampler = polylines && groupSampler(polylines);
    const along = params.number('tangent');
    const side = params.number('normal');
    const up = params.number('up');
    const offset = params.number('offset');
    const spread = params.number('spread');
    const p = buffer.fields.position;
    const pose = scratch;
    for (let i = start; i < end; i++) {
      // Without a group (none dropped yet, not a spline node, nothing enabled) the particles are born expired.
      if (!sampler || !poseAtFraction(sampler, frame.random(), pose)) {
        buffer.age[i] = buffer.life[i]!;
        continue;
      }
      const tx = pose[3]!, ty = pose[4]!, tz = pose[5]!;
      // Horizontal normal: up × tangent.
      const nx = tz, nz = -tx;
      const r = offset > 0 ? offset * Math.cbrt(frame.random()) : 0;
      const a = r > 0 ? frame.random() * Math.PI * 2 : 0;
      const b = r > 0 ? Math.acos(frame.random() * 2 - 1) : 0;
      p[i * 3] = pose[0]! + r * Math.sin(b) * Math.cos(a);
      p[i * 3 + 1] = pose[1]! + r * Math.cos(b);
      p[i * 3 + 2] = pose[2]! + r * Math.sin(b) * Math.sin(a);
      const dx = tx * along + nx * side, dz = tz * along + nz * side;
      let dy = ty * along + up;
      if (dx === 0 && dy === 0 && dz === 0) dy = 1;
      aimParticle(buffer, i, dx, dy, dz, spread, frame.random);
    }
  },
};
