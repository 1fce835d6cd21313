import { definePlugin, GeometryBuilders, titles } from '../../sdk/index.js';
import { DESCRIPTORS, build } from './build.js';

/** The Disk geometry builder. */
export default definePlugin({
  id: 'builtin.geometry-disk',
  activate(ctx) {
    ctx.contribute(GeometryBuilders, { id: 'Disk', titles: titles('Disk', '圆盘', '圓盤'), order: 3, descriptors: DESCRIPTORS, build });
  },
});
