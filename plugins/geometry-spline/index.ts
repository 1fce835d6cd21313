import { definePlugin, GeometryBuilders, titles } from '../../sdk/index.js';
import { DESCRIPTORS, build } from './build.js';
import { SPLINE_GROUP_DESCRIPTOR, buildGroupLines, splineGroupOf } from './group-lines.js';

/** The Spline geometry builder: its own circle, spiral or path, or the lines of a spline node's group. */
export default definePlugin({
  id: 'builtin.geometry-spline',
  activate(ctx) {
    ctx.contribute(GeometryBuilders, {
      id: 'Spline', titles: titles('Spline', '样条', '樣條'), order: 8, descriptors: [SPLINE_GROUP_DESCRIPTOR, ...DESCRIPTORS],
      dependencies: (params) => { const id = splineGroupOf(params); return id ? [id] : []; },
      build: (params, _data, scene) => { const id = splineGroupOf(params); return id ? buildGroupLines(id, scene) : build(params); },
    });
  },
});
