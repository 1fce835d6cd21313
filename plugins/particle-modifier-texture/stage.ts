import { readTarget, targetDescriptor, titles, writeField } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Texture modifier: takes the target from a picture laid on the ground plane under each particle (drop an image on the stage) */
export const textureModifier: ParticleStageContribution = {
  id: 'TextureModifier', category: 'modifier', order: 50, titles: titles('Texture', '纹理', '紋理'), pictures: true,
  descriptors: [targetDescriptor('color'),
    { name: 'extent', type: 'number', propertyGroup: 'base', rank: 1, min: 0.001, max: 100000, default: 2, titles: titles('Extent', '范围', '範圍') }],
  modify(buffer, params, frame) {
    const target = readTarget(params.value('target'));
    const url = params.stage.url;
    const picture = target && url ? frame.picture(url) : undefined;
    if (!target || !picture) return;
    const extent = params.number('extent');
    const p = buffer.fields.position;
    for (let i = 0; i < buffer.count; i++) {
      const u = Math.min(1, Math.max(0, p[i * 3]! / extent + 0.5)), v = Math.min(1, Math.max(0, 0.5 - p[i * 3 + 2]! / extent));
      const o = (Math.min(picture.height - 1, Math.floor(v * picture.height)) * picture.width + Math.min(picture.width - 1, Math.floor(u * picture.width))) * 4;
      writeField(buffer, target, i, picture.data[o]! / 255, picture.data[o + 1]! / 255, picture.data[o + 2]! / 255);
    }
  },
};
