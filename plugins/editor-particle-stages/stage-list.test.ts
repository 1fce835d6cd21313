import { describe, expect, it } from 'vitest';
import { PARTICLE_LIMITS } from '../../sdk/index.js';
import type { ParticleStageContribution, ParticleStageData } from '../../sdk/index.js';
import { insertStage, moveStage, newStage, patchStage, removeStage, setStageParam } from './stage-list.js';

const s = (id: string): ParticleStageData => ({ id, kind: 'K', enabled: true });

describe('stage strip operations', () => {
  it('a new stage carries its kind defaults and is enabled', () => {
    const kind = { id: 'Box', category: 'emitter', titles: { en: '', 'zh-CN': '', 'zh-TW': '' }, order: 0,
      descriptors: [{ name: 'rate', type: 'number', propertyGroup: 'base', rank: 0, default: 5, titles: { en: '', 'zh-CN': '', 'zh-TW': '' } }] } as ParticleStageContribution;
    expect(newStage(kind, 'x')).toEqual({ id: 'x', kind: 'Box', enabled: true, params: { rate: 5 } });
  });

  it('inserts, refusing more than the limit', () => {
    expect(insertStage([s('a'), s('b')], s('c'), 1)).toEqual({ stages: [s('a'), s('c'), s('b')] });
    expect(insertStage(Array.from({ length: PARTICLE_LIMITS.stages }, (_, i) => s(String(i))), s('x'))).toEqual({ error: 'particleStages.tooMany' });
  });

  it('moves left and right; moves past either end are ignored', () => {
    const list = [s('a'), s('b'), s('c')];
    expect(moveStage(list, 1, -1).map((x) => x.id)).toEqual(['b', 'a', 'c']);
    expect(moveStage(list, 1, 1).map((x) => x.id)).toEqual(['a', 'c', 'b']);
    expect(moveStage(list, 0, -1).map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(moveStage(list, 2, 1).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });

  it('enables, sets params, removes', () => {
    const list = [s('a'), s('b')];
    expect(patchStage(list, 1, { enabled: false })[1]!.enabled).toBe(false);
    expect(setStageParam(list, 0, 'rate', 3)[0]!.params).toEqual({ rate: 3 });
    expect(removeStage(list, 0).map((x) => x.id)).toEqual(['b']);
  });
});
