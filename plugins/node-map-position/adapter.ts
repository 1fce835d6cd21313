import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { applyTransformProps, defineNodeType, titles, transformSetter } from '../../sdk/index.js';
import { MAP_POSITION_DESCRIPTORS } from './descriptors.js';
import { projectLngLat } from './projection.js';

/** The map position: a TransformNode placed by longitude, latitude and height. */
export const mapPositionType = defineNodeType({
  id: 'MapPosition',
  titles: titles('Map position', '地图位置', '地圖位置'),
  descriptors: MAP_POSITION_DESCRIPTORS,
  engine: {
    create: (node, ctx) => new TransformNode(node.name, ctx.scene),
    apply(target, props) {
      applyTransformProps(target, props, ['rotation', 'scaling', 'visible']);
      if (props.changed('longitude', 'latitude', 'height')) {
        const p = projectLngLat(props.number('longitude'), props.number('latitude'), props.number('height'));
        target.position.set(p.x, p.y, p.z);
      }
    },
    // Its position comes from longitude and latitude; rotation and scaling are the node's own.
    animatedSetter: (target, path) => transformSetter(target, path, ['rotation', 'scaling']),
  },
});
