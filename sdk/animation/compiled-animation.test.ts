import { describe, expect, it } from 'vitest';
import { CompiledAnimation } from './compiled-animation.js';
import { evaluateTrack } from './keyframe-eval.js';
import type { AnimationTrack, KeyframeAnimation, KeyInterpolation } from './animation-data.js';
import { EASING_NAMES } from './easing.js';

/** A small deterministic generator (mulberry32), so a failure is reproducible. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const animation = (tracks: AnimationTrack[]): KeyframeAnimation => ({ kind: 'keyframe', id: 'a', name: 'a', duration: 10, speed: 1, loop: false, swing: false, tracks });

describe('compiled animation', () => {
  it('gives the same values as evaluateTrack for numbers and vectors, every interpolation and easing, any time order', () => {
    const next = random(7);
    const modes: KeyInterpolation[] = ['linear', 'step', 'ease'];
    const tracks: AnimationTrack[] = Array.from({ length: 40 }, (_, t) => {
      const vector = t % 2 === 0;
      let time = 0;
      const keys = Array.from({ length: 1 + Math.floor(next() * 6) }, (_, k) => {
        time += next() < 0.1 ? 0 : next() * 3;
        const value = vector ? { x: next() * 10, y: -next() * 10, z: next() } : next() * 100;
        return { id: `k${k}`, time, value, interpolation: modes[Math.floor(next() * 3)], easing: EASING_NAMES[Math.floor(next() * EASING_NAMES.length)] };
      });
      return { nodeId: `n${t}`, property: vector ? 'position' : 'position.y', keys };
    });
    const compiled = new CompiledAnimation(animation(tracks));
    expect(compiled.tracks).toHaveLength(40);
    expect(compiled.other).toEqual([]);
    const times = [...Array.from({ length: 200 }, (_, i) => i * 0.07 - 1), ...Array.from({ length: 50 }, () => next() * 20 - 2)];
    for (const time of times) {
      compiled.evaluate(time);
      for (const [i, track] of compiled.tracks.entries()) {
        const expected = evaluateTrack(tracks[i], time)!;
        const got = compiled.valueOf(track);
        if (typeof expected === 'number') expect(got as number).toBeCloseTo(expected, 9);
        else for (const f of ['x', 'y', 'z']) expect((got as Record<string, number>)[f]).toBeCloseTo((expected as Record<string, number>)[f], 9);
      }
    }
  });

  it('lays tracks out one after another in one output and leaves non-numeric tracks to evaluateTrack', () => {
    const compiled = new CompiledAnimation(animation([
      { nodeId: 'a', property: 'position', keys: [{ id: '1', time: 0, value: { x: 0, y: 0, z: 0 } }, { id: '2', time: 2, value: { x: 2, y: 4, z: 6 } }] },
      { nodeId: 'a', property: 'visible', keys: [{ id: '3', time: 0, value: true }] },
      { nodeId: 'b', property: 'alpha', keys: [{ id: '4', time: 0, value: 0 }, { id: '5', time: 2, value: 1 }] },
      { nodeId: 'c', property: 'mixed', keys: [{ id: '6', time: 0, value: 0 }, { id: '7', time: 2, value: { x: 1 } }] },
      { nodeId: 'd', property: 'empty', keys: [] },
    ]));
    expect(compiled.tracks.map((t) => [t.nodeId, t.fields, t.offset])).toEqual([['a', ['x', 'y', 'z'], 0], ['b', [], 3]]);
    expect(compiled.other.map((t) => t.property)).toEqual(['visible', 'mixed']);
    compiled.evaluate(1);
    expect([...compiled.output]).toEqual([1, 2, 3, 0.5]);
  });
});
