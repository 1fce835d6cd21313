import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { SpotLight } from '@babylonjs/core/Lights/spotLight.js';
import { applyLightProps, applyVector3Prop, defineNodeType, titles } from '../../sdk/index.js';
import { SPOT_LIGHT_DESCRIPTORS } from './descriptors.js';

/** The spot light: a Babylon SpotLight kept in step with the document. */
export const spotLightType = defineNodeType({
  id: 'SpotLight',
  titles: titles('Spot light', '聚光灯', '聚光燈'),
  descriptors: SPOT_LIGHT_DESCRIPTORS,
  readElsewhere: { shadowGenerator: 'the shadow generator editor' },
  engine: {
    create: (node, ctx) => new SpotLight(node.name, Vector3.Zero(), new Vector3(0, -1, 0), Math.PI / 3, 2, ctx.scene),
    apply(light, props) {
      applyLightProps(light, props);
      applyVector3Prop(light.position, props, 'position');
      applyVector3Prop(light.direction, props, 'direction');
      if (props.changed('range')) light.range = props.number('range');
      if (props.changed('angle')) light.angle = props.number('angle');
      if (props.changed('exponent')) light.exponent = props.number('exponent');
    },
    dispose: (light) => light.dispose(),
  },
});
