import { BLOOM_SCALE_OPTIONS, definePlugin, definePostProcess, titles } from '../../sdk/index.js';
import { pipelineWithoutImageProcessing } from './pipeline.js';

/** Bloom: bright parts bleed light (Babylon's default pipeline with only its bloom stage on). */
export const bloom = definePostProcess({
  id: 'BloomPostProcess',
  titles: titles('Bloom', '泛光', '泛光'),
  order: 40,
  descriptors: [
    { name: 'threshold', type: 'number', propertyGroup: 'render', rank: 1, min: 0, max: 1, precision: 2, default: 0.6, titles: titles('Threshold', '阈值', '閾值') },
    { name: 'weight', type: 'number', propertyGroup: 'render', rank: 2, min: 0, max: 1, precision: 2, default: 0.3, titles: titles('Weight', '强度', '強度') },
    { name: 'kernel', type: 'number', mode: 'int', propertyGroup: 'render', rank: 3, min: 1, max: 256, default: 64, titles: titles('Kernel', '核大小', '核大小') },
    { name: 'scale', type: 'number', mode: 'enum', enum: BLOOM_SCALE_OPTIONS, propertyGroup: 'render', rank: 4, default: 0.5, titles: titles('Scale', '缩放', '縮放') },
  ],
  create(props, { scene, camera }) {
    const pipeline = pipelineWithoutImageProcessing(`bloom.${props.node.id}.${camera.uniqueId}`, scene, camera);
    pipeline.bloomEnabled = true;
    const apply = (p: typeof props) => {
      pipeline.bloomThreshold = p.number('threshold');
      pipeline.bloomWeight = p.number('weight');
      pipeline.bloomKernel = p.number('kernel');
      pipeline.bloomScale = p.number('scale');
    };
    apply(props);
    // Built once with every value set; from then on the pipeline rebuilds itself when a setter needs it.
    pipeline.automaticBuild = true;
    pipeline.prepare();
    // A new scale makes the pipeline again (rebuilt in place, Babylon leaves the camera an empty slot per post-process).
    return { update: (p) => (p.changed('scale') ? 'rebuild' : apply(p)), dispose: () => pipeline.dispose() };
  },
});

export default definePlugin({ id: 'builtin.post-bloom', contributes: [bloom] });
