import { GrainPostProcess } from '@babylonjs/core/PostProcesses/grainPostProcess.js';
import { definePlugin, definePostProcess, keepSceneRendering, titles } from '../../sdk/index.js';
import type { Disposable } from '../../sdk/index.js';

/** Film grain: noise over the image, still or animated. */
export const grain = definePostProcess({
  id: 'GrainPostProcess',
  titles: titles('Grain', '颗粒', '顆粒'),
  order: 80,
  descriptors: [
    { name: 'intensity', type: 'number', propertyGroup: 'render', rank: 1, min: 0, max: 100, precision: 1, default: 30, titles: titles('Intensity', '强度', '強度') },
    { name: 'animated', type: 'boolean', propertyGroup: 'render', rank: 2, default: false, titles: titles('Animated', '动态', '動態') },
  ],
  create(props, { camera, scene }) {
    const post = new GrainPostProcess(`grain.${props.node.id}`, 1, camera);
    // Animated grain changes every frame: an on-demand view keeps drawing while it is on.
    let keep: Disposable | undefined;
    const apply = (p: typeof props) => {
      post.intensity = p.number('intensity');
      post.animated = p.boolean('animated');
      if (post.animated) keep ??= keepSceneRendering(scene);
      else {
        keep?.dispose();
        keep = undefined;
      }
    };
    apply(props);
    return {
      update: apply,
      dispose: () => {
        keep?.dispose();
        post.dispose(camera);
      },
    };
  },
});

export default definePlugin({ id: 'builtin.post-grain', contributes: [grain] });
