import { MotionBlurPostProcess } from '@babylonjs/core/PostProcesses/motionBlurPostProcess.js';
import { AO_SAMPLES_OPTIONS, definePlugin, definePostProcess, titles } from '../../sdk/index.js';

/** Motion blur: moving things (or the whole view, while the camera moves) smear along their motion. */
export const motionBlur = definePostProcess({
  id: 'MotionBlurPostProcess',
  titles: titles('Motion blur', '运动模糊', '動態模糊'),
  order: 100,
  descriptors: [
    { name: 'strength', type: 'number', propertyGroup: 'render', rank: 1, min: 0, max: 10, precision: 2, default: 1, titles: titles('Strength', '强度', '強度') },
    { name: 'samples', type: 'number', mode: 'enum', enum: AO_SAMPLES_OPTIONS, propertyGroup: 'render', rank: 2, default: 32, titles: titles('Samples', '采样数', '取樣數') },
    { name: 'objectBased', type: 'boolean', propertyGroup: 'render', rank: 3, default: true, titles: titles('Per object', '按物体', '按物體') },
  ],
  create(props, { scene, camera }) {
    const post = new MotionBlurPostProcess(`motionBlur.${props.node.id}`, scene, 1, camera);
    const apply = (p: typeof props) => {
      post.motionStrength = p.number('strength');
      post.motionBlurSamples = p.number('samples');
      post.isObjectBased = p.boolean('objectBased');
    };
    apply(props);
    return { update: apply, dispose: () => post.dispose(camera) };
  },
});

export default definePlugin({ id: 'builtin.post-motion-blur', contributes: [motionBlur] });
