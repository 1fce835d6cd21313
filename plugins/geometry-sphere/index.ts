import { contribution, definePlugin, GeometryBuilders, titles } from '../../sdk/index.js';
import { DESCRIPTORS, build } from './build.js';

/** The Sphere geometry builder. */
export default definePlugin({
  id: 'builtin.geometry-sphere',
  contributes: [
    contribution(GeometryBuilders, { id: 'Sphere', titles: titles('Sphere', '球体', '球體'), order: 5, descriptors: DESCRIPTORS, build }),
  ],
});
