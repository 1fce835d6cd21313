import { definePlugin, definePostProcess, titles, TONE_MAPPING_OPERATOR_OPTIONS } from '../../sdk/index.js';
import { TONE_MAPPING_FRAGMENT, TONE_MAPPING_SHADER } from './tone-mapping-shader.js';

/** Tone mapping: exposure and one of six operators (Reinhard … PBR Neutral), as a shader of this plugin. */
export const toneMapping = definePostProcess({
  id: 'ToneMappingPostProcess',
  titles: titles('Tone mapping', '色调映射', '色調映射'),
  order: 110,
  descriptors: [
    { name: 'operator', type: 'number', mode: 'enum', enum: TONE_MAPPING_OPERATOR_OPTIONS, propertyGroup: 'render', rank: 1, min: 1, max: 6, default: 4, titles: titles('Operator', '算子', '算子') },
    { name: 'exposure', type: 'number', propertyGroup: 'render', rank: 2, min: 0, max: 10, precision: 2, default: 1, titles: titles('Exposure', '曝光', '曝光') },
  ],
  create(props, { shaderPass }) {
    let exposure = 1;
    let operator = 4;
    const apply = (p: typeof props) => {
      exposure = p.number('exposure');
      operator = Math.round(p.number('operator'));
    };
    apply(props);
    const pass = shaderPass({
      name: TONE_MAPPING_SHADER, fragment: TONE_MAPPING_FRAGMENT, uniforms: ['exposure', 'operatorId'],
      apply: (set) => {
        set.float('exposure', exposure);
        set.float('operatorId', operator);
      },
    });
    return { update: apply, dispose: () => pass.dispose() };
  },
});

export default definePlugin({ id: 'builtin.post-tone-mapping', contributes: [toneMapping] });
