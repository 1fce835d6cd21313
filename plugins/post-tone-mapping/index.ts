import { ShaderStore } from '@babylonjs/core/Engines/shaderStore.js';
import { PostProcess } from '@babylonjs/core/PostProcesses/postProcess.js';
import { TONE_MAPPING_OPERATOR_OPTIONS, definePostProcess, postProcessPlugin, titles } from '../../sdk/index.js';
import { TONE_MAPPING_FRAGMENT, TONE_MAPPING_SHADER } from './tone-mapping-shader.js';

/** Tone mapping: exposure and one of six operators (Reinhard … PBR Neutral), as a shader of this plugin. */
export const toneMapping = definePostProcess({
  className: 'ToneMappingPostProcess',
  titles: titles('Tone mapping', '色调映射', '色調映射'),
  order: 110,
  descriptors: [
    { name: 'operator', type: 'number', mode: 'enum', enum: TONE_MAPPING_OPERATOR_OPTIONS, propertyGroup: 'render', rank: 1, min: 1, max: 6, default: 4, titles: titles('Operator', '算子', '算子') },
    { name: 'exposure', type: 'number', propertyGroup: 'render', rank: 2, min: 0, max: 10, precision: 2, default: 1, titles: titles('Exposure', '曝光', '曝光') },
  ],
  create(props, { camera }) {
    ShaderStore.ShadersStore[`${TONE_MAPPING_SHADER}FragmentShader`] = TONE_MAPPING_FRAGMENT;
    const post = new PostProcess(`toneMapping.${props.node.id}`, TONE_MAPPING_SHADER, ['exposure', 'operatorId'], null, 1, camera);
    let exposure = 1;
    let operator = 4;
    const apply = (p: typeof props) => {
      exposure = p.number('exposure');
      operator = Math.round(p.number('operator'));
    };
    apply(props);
    const bound = post.onApplyObservable.add((effect) => {
      effect.setFloat('exposure', exposure);
      effect.setFloat('operatorId', operator);
    });
    return {
      update: apply,
      dispose: () => {
        post.onApplyObservable.remove(bound);
        post.dispose(camera);
      },
    };
  },
});

export default postProcessPlugin('builtin.post-tone-mapping', toneMapping);
