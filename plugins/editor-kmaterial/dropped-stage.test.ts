import { describe, expect, it } from 'vitest';
import { droppedStageFields } from './dropped-stage.js';

describe('a dropped image as KMaterial stage fields (spec 001 §5)', () => {
  it('applies the drop rules: matcap is uv mode 4, normal and roughness set the colour target, environment a cube', () => {
    expect(droppedStageFields('gold_matcap.png', '/m.png')).toEqual({ url: '/m.png', uvMode: 4 });
    expect(droppedStageFields('brick_normal.png', '/n.png')).toEqual({ url: '/n.png', colorTarget: 12 });
    expect(droppedStageFields('roughness.png', '/r.png')).toEqual({ url: '/r.png', colorTarget: 15 });
    expect(droppedStageFields('environment.hdr', '/e.hdr')).toEqual({ url: '/e.hdr', isCube: true });
    expect(droppedStageFields('plain.png', '/p.png')).toEqual({ url: '/p.png' });
  });
});
