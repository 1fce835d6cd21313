import { contribution, definePlugin, GeometryBuilders, titles } from '../../sdk/index.js';
import { DESCRIPTORS, build } from './build.js';

/** The Plane geometry builder. */
export default definePlugin({
  id: 'builtin.geometry-plane',
  contributes: [
    contribution(GeometryBuilders, { id: 'Plane', titles: titles('Plane', '平面', '平面'), order: 4, descriptors: DESCRIPTORS, build }),
  ],
});
