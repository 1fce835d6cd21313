import { describe, expect, it } from 'vitest';
import { createParticleBuffer, createRandom, DEFAULT_SPLINE, readStageParams, sampleSpline } from '../../sdk/index.js';
import type { ParticleFrame, ParticleStageData, SplinePolyline } from '../../sdk/index.js';
import { splineEmitter } from './stage.js';

const circle = sampleSpline({ ...DEFAULT_SPLINE, id: 'c', name: 'c', type: 'circle' });
const square: SplinePolyline = { points: [{ x: 10, y: 0, z: 0 }, { x: 12, y: 0, z: 0 }], closed: false };

function frame(seed: number, groups: Record<string, readonly SplinePolyline[]>): ParticleFrame {
  return {
    dt: 1 / 60, time: 0, seed, random: createRandom(seed),
    picture: () => undefined, modelPositions: () => undefined, splinePolylines: (id) => groups[id],
  };
}

function emit(stage: ParticleStageData, seed: number, groups: Record<string, readonly SplinePolyline[]>, count = 400) {
  const buffer = createParticleBuffer(count);
  buffer.count = count;
  buffer.life.fill(2);
  splineEmitter.emit!(buffer, readStageParams(stage, splineEmitter.descriptors), frame(seed, groups), 0, count);
  return buffer;
}

/** Distance from a point to the nearest segment of a polyline. */
function distanceTo(line: SplinePolyline, x: number, y: number, z: number): number {
  let best = Infinity;
  const n = line.points.length;
  for (let i = 0; i < (line.closed ? n : n - 1); i++) {
    const a = line.points[i]!, b = line.points[(i + 1) % n]!;
    const abx = b.x - a.x, aby = b.y - a.y, abz = b.z - a.z;
    const t = Math.max(0, Math.min(1, ((x - a.x) * abx + (y - a.y) * aby + (z - a.z) * abz) / (abx * abx + aby * aby + abz * abz)));
    best = Math.min(best, Math.hypot(x - a.x - abx * t, y - a.y - aby * t, z - a.z - abz * t));
  }
  return best;
}

const stage = (extra: Partial<ParticleStageData> = {}): ParticleStageData => ({ id: 's', kind: 'SplineEmitter', enabled: true, splineGroup: 'g', ...extra });

describe('Spline emitter', () => {
  it('places every particle on the group\'s polylines (the default circle: tessellation 6, radius 4)', () => {
    const b = emit(stage(), 7, { g: [circle] });
    for (let i = 0; i < b.count; i++) {
      const p = b.fields.position;
      expect(distanceTo(circle, p[i * 3]!, p[i * 3 + 1]!, p[i * 3 + 2]!)).toBeLessThan(1e-5);
      expect(b.age[i]).toBe(0);
    }
  });

  it('spreads uniformly by length over all splines of the group', () => {
    // The hexagon is 24 long, the segment 2: about 2/26 of the particles land on the segment.
    const b = emit(stage(), 3, { g: [circle, square] }, 5200);
    let onSegment = 0;
    for (let i = 0; i < b.count; i++) if (b.fields.position[i * 3]! >= 10) onSegment++;
    expect(onSegment / b.count).toBeGreaterThan(0.06);
    expect(onSegment / b.count).toBeLessThan(0.095);
  });

  it('is deterministic with a seed and differs with another seed', () => {
    const a = emit(stage(), 11, { g: [circle] });
    const b = emit(stage(), 11, { g: [circle] });
    const c = emit(stage(), 12, { g: [circle] });
    expect(Array.from(a.fields.position)).toEqual(Array.from(b.fields.position));
    expect(Array.from(a.fields.direction)).toEqual(Array.from(b.fields.direction));
    expect(Array.from(a.fields.position)).not.toEqual(Array.from(c.fields.position));
  });

  it('aims along the tangent when asked, and keeps a random offset within its radius', () => {
    const b = emit(stage({ params: { tangent: 1, up: 0, spread: 0, offset: 0.5 } }), 5, { g: [square] });
    for (let i = 0; i < b.count; i++) {
      expect(b.fields.direction[i * 3]).toBeCloseTo(1);
      const p = b.fields.position;
      expect(distanceTo(square, p[i * 3]!, p[i * 3 + 1]!, p[i * 3 + 2]!)).toBeLessThanOrEqual(0.5 + 1e-6);
    }
  });

  it('aims outward from a circle with the normal', () => {
    const b = emit(stage({ params: { normal: 1, up: 0, spread: 0 } }), 9, { g: [circle] });
    for (let i = 0; i < b.count; i++) {
      const p = b.fields.position, d = b.fields.direction;
      // Outward: the direction points away from the axis (positive dot product with the position's horizontal part).
      expect(p[i * 3]! * d[i * 3]! + p[i * 3 + 2]! * d[i * 3 + 2]!).toBeGreaterThan(0);
      expect(d[i * 3 + 1]).toBeCloseTo(0);
    }
  });

  it('without a group (none set, or not a spline node) the particles are born expired', () => {
    for (const s of [stage({ splineGroup: undefined }), stage({ splineGroup: 'missing' })]) {
      const b = emit(s, 1, { g: [circle] }, 10);
      for (let i = 0; i < b.count; i++) expect(b.age[i]).toBe(b.life[i]);
    }
  });
});
