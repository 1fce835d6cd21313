import { definePlugin, GeometryBuilders, titles } from '../../sdk/index.js';
import { DESCRIPTORS, build } from './build.js';

/** The Circle (torus) geometry builder. */
export default definePlugin({
  id: 'builtin.geometry-circle',
  activate(ctx) {
    ctx.contribute(GeometryBuilders, { id: 'Circle', titles: titles('Circle (torus)', '圆环', '圓環'), order: 6, descriptors: DESCRIPTORS, build });
  },
});
