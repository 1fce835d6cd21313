import { contribution, definePlugin, GeometryBuilders, titles } from '../../sdk/index.js';
import { DESCRIPTORS, build } from './build.js';

/** The Connect (line) geometry builder. */
export default definePlugin({
  id: 'builtin.geometry-connect',
  contributes: [
    contribution(GeometryBuilders, { id: 'Connect', titles: titles('Connect (line)', '连线', '連線'), order: 7, descriptors: DESCRIPTORS, build }),
  ],
});
