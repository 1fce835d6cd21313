import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { PointLight } from '@babylonjs/core/Lights/pointLight.js';
import { applyLightProps, applyVector3Prop, defineNodeType, titles } from '../../sdk/index.js';
import { POINT_LIGHT_DESCRIPTORS } from './descriptors.js';

/** The point light: a Babylon PointLight kept in step with the document. */
export const pointLightType = defineNodeType({
  id: 'PointLight',
  titles: titles('Point light', '点光源', '點光源'),
  descriptors: POINT_LIGHT_DESCRIPTORS,
  readElsewhere: { shadowGenerator: 'the shadow generator editor' },
  engine: {
    create: (node, ctx) => new PointLight(node.name, Vector3.Zero(), ctx.scene),
    apply(light, props) {
      applyLightProps(light, props);
      applyVector3Prop(light.position, props, 'position');
      if (props.changed('range')) light.range = props.number('range');
    },
  },
});
