import { GrainPostProcess } from '@babylonjs/core/PostProcesses/grainPostProcess.js';
import { definePlugin, definePostProcess, titles } from '../../sdk/index.js';

/** Film grain: noise over the image, still or animated. */
export const grain = definePostProcess({
  id: 'GrainPostProcess',
  titles: titles('Grain', '颗粒', '顆粒'),
  order: 80,
  descriptors: [
    { name: 'intensity', type: 'number', propertyGroup: 'render', rank: 1, min: 0, max: 100, precision: 1, default: 30, titles: titles('Intensity', '强度', '強度') },
    { name: 'animated', type: 'boolean', propertyGroup: 'render', rank: 2, default: false, titles: titles('Animated', '动态', '動態') },
  ],
  create(props, { camera }) {
    const post = new GrainPostProcess(`grain.${props.node.id}`, 1, camera);
    const apply = (p: typeof props) => {
      post.intensity = p.number('intensity');
      post.animated = p.boolean('animated');
    };
    apply(props);
    return { update: apply, dispose: () => post.dispose(camera) };
  },
});

export default definePlugin({ id: 'builtin.post-grain', contributes: [grain] });
