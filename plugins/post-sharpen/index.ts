import { SharpenPostProcess } from '@babylonjs/core/PostProcesses/sharpenPostProcess.js';
import { definePlugin, definePostProcess, titles } from '../../sdk/index.js';

/** Sharpen: edges are made crisper. */
export const sharpen = definePostProcess({
  id: 'SharpenPostProcess',
  titles: titles('Sharpen', '锐化', '銳化'),
  order: 60,
  descriptors: [
    { name: 'edgeAmount', type: 'number', propertyGroup: 'render', rank: 1, min: 0, max: 2, precision: 2, default: 0.3, titles: titles('Edge amount', '边缘强度', '邊緣強度') },
    { name: 'colorAmount', type: 'number', propertyGroup: 'render', rank: 2, min: 0, max: 1, precision: 2, default: 1, titles: titles('Colour amount', '颜色保留', '顏色保留') },
  ],
  create(props, { camera }) {
    const post = new SharpenPostProcess(`sharpen.${props.node.id}`, 1, camera);
    const apply = (p: typeof props) => {
      post.edgeAmount = p.number('edgeAmount');
      post.colorAmount = p.number('colorAmount');
    };
    apply(props);
    return { update: apply, dispose: () => post.dispose(camera) };
  },
});

export default definePlugin({ id: 'builtin.post-sharpen', contributes: [sharpen] });
