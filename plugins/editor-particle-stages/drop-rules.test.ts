import { describe, expect, it } from 'vitest';
import type { ParticleStageContribution } from '../../sdk/index.js';
import { dropOnStage } from './drop-rules.js';
import { particleStageLocales } from './locales.js';

const kind = (extra: Partial<ParticleStageContribution>): ParticleStageContribution =>
  ({ id: 'K', category: 'modifier', titles: { en: 'K', 'zh-CN': 'K', 'zh-TW': 'K' }, order: 0, descriptors: [], ...extra });
const mesh = { node: { id: 'm1', type: 'Mesh' } };
const image = { resource: { kind: 'image' as const, item: { url: '/builtin/images/fire.png' } } };

describe('drop rules on particle stages', () => {
  it('a mesh is accepted only on stages that take models (Model emitter, Mesh renderer)', () => {
    expect(dropOnStage(kind({ models: true, category: 'renderer' }), mesh)).toEqual({ set: { geometry: 'm1' } });
    expect(dropOnStage(kind({ models: true, category: 'emitter' }), mesh)).toEqual({ set: { geometry: 'm1' } });
    expect(dropOnStage(kind({}), mesh)).toEqual({ error: 'particleStages.OnlySupportModels' });
    expect(dropOnStage(undefined, mesh)).toEqual({ error: 'particleStages.OnlySupportModels' });
  });

  it('a spline node (a spline group) is accepted only on stages that take splines (the Spline emitter)', () => {
    const spline = { node: { id: 's1', type: 'SplineNode' } };
    expect(dropOnStage(kind({ splines: true, category: 'emitter' }), spline)).toEqual({ set: { splineGroup: 's1' } });
    expect(dropOnStage(kind({}), spline)).toEqual({ error: 'particleStages.OnlySupportSplines' });
    expect(dropOnStage(kind({ models: true }), spline)).toEqual({ error: 'particleStages.OnlySupportSplines' });
    expect(dropOnStage(undefined, spline)).toEqual({ error: 'particleStages.OnlySupportSplines' });
    expect(dropOnStage(kind({ splines: true }), mesh)).toEqual({ error: 'particleStages.OnlySupportModels' });
  });

  it('a node that is not a mesh is refused', () => {
    expect(dropOnStage(kind({ models: true }), { node: { id: 'l', type: 'PointLight' } })).toEqual({ error: 'particleStages.NodeNotSupported' });
  });

  it('an image is refused on a stage without pictures, set as url on one with', () => {
    expect(dropOnStage(kind({}), image)).toEqual({ error: 'particleStages.NodeDoesNotSupportPictures' });
    expect(dropOnStage(kind({ pictures: true }), image)).toEqual({ set: { url: '/builtin/images/fire.png' } });
  });

  it('other resources are not for the strip; refusals are translated', () => {
    expect(dropOnStage(kind({ pictures: true }), { resource: { kind: 'light', item: {} } })).toBeUndefined();
    for (const key of ['particleStages.OnlySupportModels', 'particleStages.NodeDoesNotSupportPictures', 'particleStages.NodeNotSupported', 'particleStages.OnlySupportSplines']) {
      for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) expect(particleStageLocales[locale][key]).toBeTruthy();
    }
  });
});
