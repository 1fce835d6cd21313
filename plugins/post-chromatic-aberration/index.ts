import { ChromaticAberrationPostProcess } from '@babylonjs/core/PostProcesses/chromaticAberrationPostProcess.js';
import { definePlugin, definePostProcess, titles } from '../../sdk/index.js';

/** Chromatic aberration: the colour channels split towards the edges of the view. */
export const chromaticAberration = definePostProcess({
  id: 'ChromaticAberrationPostProcess',
  titles: titles('Chromatic aberration', '色差', '色差'),
  order: 90,
  descriptors: [
    { name: 'amount', type: 'number', propertyGroup: 'render', rank: 1, min: -1000, max: 1000, precision: 0, default: 30, titles: titles('Amount', '强度', '強度') },
    { name: 'radialIntensity', type: 'number', propertyGroup: 'render', rank: 2, min: 0, max: 10, precision: 2, default: 1, titles: titles('Radial intensity', '径向强度', '徑向強度') },
  ],
  create(props, { camera }) {
    const engine = camera.getEngine();
    const post = new ChromaticAberrationPostProcess(`chromatic.${props.node.id}`, engine.getRenderWidth(), engine.getRenderHeight(), 1, camera);
    // The shader needs the size in pixels; the render size follows the panel and the letterbox.
    const sized = post.onSizeChangedObservable.add(() => {
      post.screenWidth = post.width;
      post.screenHeight = post.height;
    });
    const apply = (p: typeof props) => {
      post.aberrationAmount = p.number('amount');
      post.radialIntensity = p.number('radialIntensity');
    };
    apply(props);
    return {
      update: apply,
      dispose: () => {
        post.onSizeChangedObservable.remove(sized);
        post.dispose(camera);
      },
    };
  },
});

export default definePlugin({ id: 'builtin.post-chromatic-aberration', contributes: [chromaticAberration] });
