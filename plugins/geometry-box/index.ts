import { contribution, definePlugin, GeometryBuilders, titles } from '../../sdk/index.js';
import { DESCRIPTORS, build } from './build.js';

/** The Box geometry builder. */
export default definePlugin({
  id: 'builtin.geometry-box',
  contributes: [
    contribution(GeometryBuilders, { id: 'Box', titles: titles('Box', '立方体', '立方體'), order: 1, descriptors: DESCRIPTORS, build }),
  ],
});
