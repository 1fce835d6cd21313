import { contribution, definePlugin, GeometryBuilders, titles } from '../../sdk/index.js';
import { DESCRIPTORS, build } from './build.js';

/** The Circle (torus) geometry builder. */
export default definePlugin({
  id: 'builtin.geometry-circle',
  contributes: [
    contribution(GeometryBuilders, { id: 'Circle', titles: titles('Circle (torus)', '圆环', '圓環'), order: 6, descriptors: DESCRIPTORS, build }),
  ],
});
