import '@babylonjs/core/Layers/effectLayerSceneComponent.js';
import { GlowLayer } from '@babylonjs/core/Layers/glowLayer.js';
import { BLOOM_SCALE_OPTIONS, definePlugin, definePostProcess, titles } from '../../sdk/index.js';

/** Glow: emissive surfaces glow (Babylon's glow layer, limited to the view's camera). */
export const glow = definePostProcess({
  id: 'GlowPostProcess',
  titles: titles('Glow', '辉光', '輝光'),
  order: 50,
  descriptors: [
    { name: 'intensity', type: 'number', propertyGroup: 'render', rank: 1, min: 0, max: 10, precision: 2, default: 1, titles: titles('Intensity', '强度', '強度') },
    { name: 'blurKernelSize', type: 'number', mode: 'int', propertyGroup: 'render', rank: 2, min: 1, max: 256, default: 32, titles: titles('Blur size', '模糊大小', '模糊大小') },
    { name: 'scale', type: 'number', mode: 'enum', enum: BLOOM_SCALE_OPTIONS, propertyGroup: 'render', rank: 3, isConst: true, default: 0.5, titles: titles('Scale', '缩放', '縮放') },
  ],
  create(props, { scene, camera }) {
    const layer = new GlowLayer(`glow.${props.node.id}.${camera.uniqueId}`, scene, { camera, mainTextureRatio: props.number('scale') });
    const apply = (p: typeof props) => {
      layer.intensity = p.number('intensity');
      layer.blurKernelSize = p.number('blurKernelSize');
    };
    apply(props);
    return { update: (p) => (p.changed('scale') ? 'rebuild' : apply(p)), dispose: () => layer.dispose() };
  },
});

export default definePlugin({ id: 'builtin.post-glow', contributes: [glow] });
