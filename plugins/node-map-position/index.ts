import { definePlugin, NodeAdapters, NodeTypes, defaultsOf, titles } from '../../sdk/index.js';
import { MAP_POSITION_DESCRIPTORS } from './descriptors.js';
import { mapPositionAdapter } from './adapter.js';

/** The map-position node: placed by longitude, latitude and height. */
export default definePlugin({
  id: 'builtin.node-map-position',
  activate(ctx) {
    ctx.contribute(NodeTypes, {
      className: 'MapPosition',
      titles: titles('Map position', '地图位置', '地圖位置'),
      descriptors: MAP_POSITION_DESCRIPTORS,
      defaults: () => defaultsOf(MAP_POSITION_DESCRIPTORS),
      creatable: true,
    });
    ctx.contribute(NodeAdapters, mapPositionAdapter);
  },
});
