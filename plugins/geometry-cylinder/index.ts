import { contribution, definePlugin, GeometryBuilders, titles } from '../../sdk/index.js';
import { DESCRIPTORS, build } from './build.js';

/** The Cylinder geometry builder. */
export default definePlugin({
  id: 'builtin.geometry-cylinder',
  contributes: [
    contribution(GeometryBuilders, { id: 'Cylinder', titles: titles('Cylinder', '圆柱', '圓柱'), order: 2, descriptors: DESCRIPTORS, build }),
  ],
});
