import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import { applyOpacityAndSides, defineMaterialType, definePlugin, MATERIAL_OPACITY_DESCRIPTOR, MATERIAL_TWO_SIDED_DESCRIPTOR, materialColorDescriptor, materialTextureDescriptor, textureRequest, titles, toBabylonColor } from '../../sdk/index.js';

/** No-light (unlit): the colour and picture as they are, whatever the lights (a StandardMaterial with lighting off). */
export const unlitMaterial = defineMaterialType({
  id: 'NoLightMaterial',
  titles: titles('No light', '无光照', '無光照'),
  order: 10,
  descriptors: [
    materialColorDescriptor('color', 1, titles('Colour', '颜色', '顏色'), { r: 1, g: 1, b: 1 }, 'baseColor'),
    materialTextureDescriptor('texture', 1, titles('Picture', '贴图', '貼圖'), 'baseTexture'),
    MATERIAL_OPACITY_DESCRIPTOR,
    MATERIAL_TWO_SIDED_DESCRIPTOR,
  ],
  create(props, target) {
    const material = new StandardMaterial(`noLight:${props.node.id}`, target.scene);
    material.disableLighting = true;
    material.diffuseColor = Color3.Black();
    material.specularColor = Color3.Black();
    const update = (p: typeof props) => {
      if (p.changed('color')) material.emissiveColor = toBabylonColor(p.color3('color'));
      if (p.changed('texture')) material.diffuseTexture = target.texture(textureRequest(p.value('texture')));
      applyOpacityAndSides(material, p);
    };
    update(props);
    return { material, update, dispose: () => material.dispose(false, false) };
  },
});

export default definePlugin({ id: 'builtin.material-unlit', contributes: [unlitMaterial] });
