import { contribution, definePlugin, GeometryBuilders, titles } from '../../sdk/index.js';
import { DESCRIPTORS, build, defaultPolygon } from './build.js';

/** The Polygon geometry builder: a GeoJSON polygon (with holes) triangulated and optionally extruded. */
export default definePlugin({
  id: 'builtin.geometry-polygon',
  contributes: [
    contribution(GeometryBuilders, { id: 'Polygon', titles: titles('Polygon', '多边形', '多邊形'), order: 9, descriptors: DESCRIPTORS, defaultData: defaultPolygon, build }),
  ],
});
