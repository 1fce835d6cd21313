import { BLUR_LEVEL_OPTIONS, definePlugin, definePostProcess, titles } from '../../sdk/index.js';
import { pipelineWithoutImageProcessing } from './pipeline.js';

/** Depth of field: what is not at the focus distance blurs (Babylon's default pipeline with only its DOF stage on). */
export const depthOfField = definePostProcess({
  id: 'DepthOfFieldPostProcess',
  titles: titles('Depth of field', '景深', '景深'),
  order: 30,
  descriptors: [
    { name: 'focusDistance', type: 'number', propertyGroup: 'render', rank: 1, min: 0, max: 1000000, precision: 0, default: 2000, titles: titles('Focus distance (mm)', '对焦距离（毫米）', '對焦距離（毫米）') },
    { name: 'fStop', type: 'number', propertyGroup: 'render', rank: 2, min: 0.1, max: 32, precision: 1, default: 1.4, titles: titles('F-stop', '光圈值', '光圈值') },
    { name: 'lensSize', type: 'number', propertyGroup: 'render', rank: 3, min: 0, max: 1000, precision: 0, default: 50, titles: titles('Lens size', '镜头尺寸', '鏡頭尺寸') },
    { name: 'focalLength', type: 'number', propertyGroup: 'render', rank: 4, min: 0, max: 1000, precision: 0, default: 50, titles: titles('Focal length', '焦距', '焦距') },
    { name: 'blurLevel', type: 'number', mode: 'enum', enum: BLUR_LEVEL_OPTIONS, propertyGroup: 'render', rank: 5, min: 0, max: 2, default: 0, titles: titles('Blur level', '模糊等级', '模糊等級') },
  ],
  create(props, { scene, camera }) {
    const pipeline = pipelineWithoutImageProcessing(`dof.${props.node.id}.${camera.uniqueId}`, scene, camera);
    pipeline.depthOfFieldEnabled = true;
    const apply = (p: typeof props) => {
      pipeline.depthOfFieldBlurLevel = p.number('blurLevel');
      const dof = pipeline.depthOfField;
      dof.focusDistance = p.number('focusDistance');
      dof.fStop = p.number('fStop');
      dof.lensSize = p.number('lensSize');
      dof.focalLength = p.number('focalLength');
    };
    apply(props);
    pipeline.automaticBuild = true;
    pipeline.prepare();
    // A new blur level makes the pipeline again (rebuilt in place, Babylon leaves the camera an empty slot per post-process).
    return { update: (p) => (p.changed('blurLevel') ? 'rebuild' : apply(p)), dispose: () => pipeline.dispose() };
  },
});

export default definePlugin({ id: 'builtin.post-depth-of-field', contributes: [depthOfField] });
