import { definePlugin, GeometryBuilders, titles } from '../../sdk/index.js';
import { DESCRIPTORS, build } from './build.js';

/** The Spline geometry builder. */
export default definePlugin({
  id: 'builtin.geometry-spline',
  activate(ctx) {
    ctx.contribute(GeometryBuilders, { className: 'Spline', titles: titles('Spline', '样条', '樣條'), order: 8, descriptors: DESCRIPTORS, build });
  },
});
