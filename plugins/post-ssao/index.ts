import '@babylonjs/core/PostProcesses/RenderPipeline/postProcessRenderPipelineManagerSceneComponent.js';
import { SSAO2RenderingPipeline } from '@babylonjs/core/PostProcesses/RenderPipeline/Pipelines/ssao2RenderingPipeline.js';
import { AO_SAMPLES_OPTIONS, definePlugin, definePostProcess, QUALITY_SCALE_OPTIONS, titles } from '../../sdk/index.js';

/** SSAO: screen-space ambient occlusion darkens creases and contacts (Babylon's SSAO2 pipeline). */
export const ssao = definePostProcess({
  id: 'SsaoPostProcess',
  titles: titles('SSAO ambient occlusion', 'SSAO 环境光遮蔽', 'SSAO 環境光遮蔽'),
  order: 10,
  descriptors: [
    { name: 'radius', type: 'number', propertyGroup: 'render', rank: 1, min: 0, max: 100, precision: 2, default: 2, titles: titles('Radius', '半径', '半徑') },
    { name: 'totalStrength', type: 'number', propertyGroup: 'render', rank: 2, min: 0, max: 10, precision: 2, default: 1, titles: titles('Strength', '强度', '強度') },
    { name: 'base', type: 'number', propertyGroup: 'render', rank: 3, min: 0, max: 1, precision: 2, default: 0.1, titles: titles('Base', '基础亮度', '基礎亮度') },
    { name: 'maxZ', type: 'number', propertyGroup: 'render', rank: 4, min: 0, max: 100000, precision: 0, default: 250, titles: titles('Distance', '距离', '距離') },
    { name: 'samples', type: 'number', mode: 'enum', enum: AO_SAMPLES_OPTIONS, propertyGroup: 'render', rank: 5, default: 16, titles: titles('Samples', '采样数', '取樣數') },
    { name: 'ratio', type: 'number', mode: 'enum', enum: QUALITY_SCALE_OPTIONS, propertyGroup: 'render', rank: 6, isConst: true, default: 0.5, titles: titles('Quality scale', '质量缩放', '品質縮放') },
  ],
  create(props, { scene, camera }) {
    const pipeline = new SSAO2RenderingPipeline(`ssao.${props.node.id}.${camera.uniqueId}`, scene, { ssaoRatio: props.number('ratio'), blurRatio: 1 }, [camera]);
    const apply = (p: typeof props) => {
      pipeline.radius = p.number('radius');
      pipeline.totalStrength = p.number('totalStrength');
      pipeline.base = p.number('base');
      pipeline.maxZ = p.number('maxZ');
      pipeline.samples = p.number('samples');
    };
    apply(props);
    return {
      // The texture ratio is fixed when the pipeline is made: a new ratio makes it again.
      update: (p) => (p.changed('ratio') ? 'rebuild' : apply(p)),
      dispose: () => pipeline.dispose(true),
    };
  },
});

export default definePlugin({ id: 'builtin.post-ssao', contributes: [ssao] });
