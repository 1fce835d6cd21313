import { describe, expect, it } from 'vitest';
import { stageFieldsOfDrop } from './stage-url-drop.js';

describe('dropping an image on a picture stage', () => {
  const drop = (payload: unknown) => stageFieldsOfDrop(JSON.stringify(payload));

  it('sets the url and the drop rules: normal → target 12, roughness → 15, matcap → spherical, environment → cube', () => {
    expect(drop({ kind: 'image', item: { name: 'wall_normal', url: '/n.png' } })).toEqual({ url: '/n.png', colorTarget: 12 });
    expect(drop({ kind: 'image', item: { name: 'Roughness', url: '/r.png' } })).toEqual({ url: '/r.png', colorTarget: 15 });
    expect(drop({ kind: 'image', item: { name: 'matcap gold', url: '/m.png' } })).toEqual({ url: '/m.png', uvMode: 4 });
    expect(drop({ kind: 'hdr', item: { name: 'environment', url: '/e.hdr' } })).toEqual({ url: '/e.hdr', isCube: true });
    expect(drop({ kind: 'image', item: { url: '/plain.png' } })).toEqual({ url: '/plain.png' });
  });

  it('ignores other kinds, items without a url and bad data', () => {
    expect(drop({ kind: 'model', item: { name: 'normal', url: '/m.glb' } })).toBeUndefined();
    expect(drop({ kind: 'image', item: { name: 'x' } })).toBeUndefined();
    expect(stageFieldsOfDrop('not json')).toBeUndefined();
  });
});
