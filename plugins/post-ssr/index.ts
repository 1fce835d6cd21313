import '@babylonjs/core/PostProcesses/RenderPipeline/postProcessRenderPipelineManagerSceneComponent.js';
import { SSRRenderingPipeline } from '@babylonjs/core/PostProcesses/RenderPipeline/Pipelines/ssrRenderingPipeline.js';
import { definePlugin, definePostProcess, titles } from '../../sdk/index.js';

/** SSR: screen-space reflections on reflective materials (Babylon's SSR pipeline). */
export const ssr = definePostProcess({
  id: 'SsrPostProcess',
  titles: titles('SSR reflections', 'SSR 屏幕空间反射', 'SSR 螢幕空間反射'),
  order: 25,
  descriptors: [
    { name: 'strength', type: 'number', propertyGroup: 'render', rank: 1, min: 0, max: 10, precision: 2, default: 1, titles: titles('Strength', '强度', '強度') },
    { name: 'maxDistance', type: 'number', propertyGroup: 'render', rank: 2, min: 0, max: 100000, precision: 0, default: 1000, titles: titles('Maximum distance', '最大距离', '最大距離') },
    { name: 'step', type: 'number', propertyGroup: 'render', rank: 3, min: 1, max: 100, precision: 0, default: 1, titles: titles('Step', '步长', '步長') },
    { name: 'thickness', type: 'number', propertyGroup: 'render', rank: 4, min: 0, max: 10, precision: 2, default: 0.5, titles: titles('Thickness', '厚度', '厚度') },
    { name: 'reflectivityThreshold', type: 'number', propertyGroup: 'render', rank: 5, min: 0, max: 1, precision: 2, default: 0.04, titles: titles('Reflectivity threshold', '反射率阈值', '反射率閾值') },
    { name: 'roughnessFactor', type: 'number', propertyGroup: 'render', rank: 6, min: 0, max: 1, precision: 2, default: 0.2, titles: titles('Roughness factor', '粗糙度系数', '粗糙度係數') },
  ],
  create(props, { scene, camera }) {
    const pipeline = new SSRRenderingPipeline(`ssr.${props.node.id}.${camera.uniqueId}`, scene, [camera]);
    const apply = (p: typeof props) => {
      pipeline.strength = p.number('strength');
      pipeline.maxDistance = p.number('maxDistance');
      pipeline.step = p.number('step');
      pipeline.thickness = p.number('thickness');
      pipeline.reflectivityThreshold = p.number('reflectivityThreshold');
      pipeline.roughnessFactor = p.number('roughnessFactor');
    };
    apply(props);
    return { update: apply, dispose: () => pipeline.dispose() };
  },
});

export default definePlugin({ id: 'builtin.post-ssr', contributes: [ssr] });
