import { definePlugin, NodeAdapters, NodeTypes, defaultsOf, titles } from '../../sdk/index.js';
import { ORBIT_CAMERA_DESCRIPTORS } from './descriptors.js';
import { adapter } from './adapter.js';

/** The orbit camera node type with its camera arguments. */
export default definePlugin({
  id: 'builtin.node-orbit-camera',
  activate(ctx) {
    ctx.contribute(NodeTypes, {
      className: 'OrbitCamera',
      titles: titles('Orbit camera', '轨道相机', '軌道相機'),
      descriptors: ORBIT_CAMERA_DESCRIPTORS,
      defaults: () => defaultsOf(ORBIT_CAMERA_DESCRIPTORS),
      creatable: true,
      container: false,
    });
    ctx.contribute(NodeAdapters, adapter);
  },
});
