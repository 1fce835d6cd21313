import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { HemisphericLight } from '@babylonjs/core/Lights/hemisphericLight.js';
import { applyLightProps, applyVector3Prop, defineNodeType, titles } from '../../sdk/index.js';
import { HEMISPHERIC_LIGHT_DESCRIPTORS } from './descriptors.js';

/** The hemispheric light: a Babylon HemisphericLight kept in step with the document. */
export const hemisphericLightType = defineNodeType({
  id: 'HemisphericLight',
  titles: titles('Hemispheric light', '半球光', '半球光'),
  descriptors: HEMISPHERIC_LIGHT_DESCRIPTORS,
  engine: {
    create: (node, ctx) => new HemisphericLight(node.name, new Vector3(0, 1, 0), ctx.scene),
    apply(light, props) {
      applyLightProps(light, props);
      applyVector3Prop(light.direction, props, 'direction');
      if (props.changed('groundColor')) {
        const c = props.color3('groundColor');
        light.groundColor.set(c.r, c.g, c.b);
      }
    },
  },
});
