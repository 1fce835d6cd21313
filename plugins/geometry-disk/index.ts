import { contribution, definePlugin, GeometryBuilders, titles } from '../../sdk/index.js';
import { DESCRIPTORS, build } from './build.js';

/** The Disk geometry builder. */
export default definePlugin({
  id: 'builtin.geometry-disk',
  contributes: [
    contribution(GeometryBuilders, { id: 'Disk', titles: titles('Disk', '圆盘', '圓盤'), order: 3, descriptors: DESCRIPTORS, build }),
  ],
});
