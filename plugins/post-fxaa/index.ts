import { FxaaPostProcess } from '@babylonjs/core/PostProcesses/fxaaPostProcess.js';
import { definePlugin, definePostProcess, titles } from '../../sdk/index.js';

/** FXAA: fast approximate anti-aliasing of edges; it has nothing to set besides being on. */
export const fxaa = definePostProcess({
  id: 'FxaaPostProcess',
  titles: titles('FXAA anti-aliasing', 'FXAA 抗锯齿', 'FXAA 反鋸齒'),
  order: 70,
  descriptors: [],
  create(props, { camera }) {
    const post = new FxaaPostProcess(`fxaa.${props.node.id}`, 1, camera);
    return { update: () => undefined, dispose: () => post.dispose(camera) };
  },
});

export default definePlugin({ id: 'builtin.post-fxaa', contributes: [fxaa] });
