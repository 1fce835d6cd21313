import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { DirectionalLight } from '@babylonjs/core/Lights/directionalLight.js';
import { applyLightProps, applyVector3Prop, defineNodeType, titles } from '../../sdk/index.js';
import { DIRECTIONAL_LIGHT_DESCRIPTORS } from './descriptors.js';

/** The directional light: a Babylon DirectionalLight kept in step with the document. */
export const directionalLightType = defineNodeType({
  id: 'DirectionalLight',
  titles: titles('Directional light', '平行光', '平行光'),
  descriptors: DIRECTIONAL_LIGHT_DESCRIPTORS,
  readElsewhere: { shadowGenerator: 'the shadow generator editor' },
  engine: {
    create: (node, ctx) => new DirectionalLight(node.name, new Vector3(0, -1, 0), ctx.scene),
    apply(light, props) {
      applyLightProps(light, props);
      applyVector3Prop(light.position, props, 'position');
      applyVector3Prop(light.direction, props, 'direction');
    },
  },
});
