import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { applyOpacityAndSides, defineMaterialType, definePlugin, MATERIAL_FRESNEL_KINDS, MATERIAL_OPACITY_DESCRIPTOR, MATERIAL_TWO_SIDED_DESCRIPTOR, materialColorDescriptor, materialFresnelDescriptor, materialTextureDescriptor, readMaterialFresnel, textureRequest, titles, toBabylonColor } from '../../sdk/index.js';
import { applyStandardFresnel } from './fresnel.js';

/** Phong: diffuse, specular highlights and emissive light (Babylon's StandardMaterial). */
export const phongMaterial = defineMaterialType({
  id: 'StandardMaterial',
  titles: titles('Phong', 'Phong', 'Phong'),
  order: 20,
  descriptors: [
    materialColorDescriptor('diffuseColor', 1, titles('Diffuse colour', '漫反射颜色', '漫反射顏色'), { r: 0.8, g: 0.8, b: 0.8 }, 'baseColor'),
    materialColorDescriptor('specularColor', 2, titles('Specular colour', '高光颜色', '高光顏色'), { r: 0.2, g: 0.2, b: 0.2 }),
    { name: 'specularPower', type: 'number', propertyGroup: 'material', rank: 3, min: 1, max: 1024, precision: 1, default: 64, titles: titles('Glossiness', '光泽度', '光澤度') },
    materialColorDescriptor('emissiveColor', 4, titles('Emissive colour', '自发光颜色', '自發光顏色'), { r: 0, g: 0, b: 0 }, 'emissiveColor'),
    materialTextureDescriptor('diffuseTexture', 1, titles('Diffuse map', '漫反射贴图', '漫反射貼圖'), 'baseTexture'),
    materialTextureDescriptor('bumpTexture', 2, titles('Normal map', '法线贴图', '法線貼圖'), 'normalTexture'),
    materialTextureDescriptor('emissiveTexture', 3, titles('Emissive map', '自发光贴图', '自發光貼圖'), 'emissiveTexture'),
    MATERIAL_OPACITY_DESCRIPTOR,
    MATERIAL_TWO_SIDED_DESCRIPTOR,
    materialFresnelDescriptor(MATERIAL_FRESNEL_KINDS),
  ],
  create(props, target) {
    const material = new StandardMaterial(`phong:${props.node.id}`, target.scene);
    const update = (p: typeof props) => {
      if (p.changed('diffuseColor')) material.diffuseColor = toBabylonColor(p.color3('diffuseColor'));
      if (p.changed('specularColor')) material.specularColor = toBabylonColor(p.color3('specularColor'));
      if (p.changed('specularPower')) material.specularPower = p.number('specularPower');
      if (p.changed('emissiveColor')) material.emissiveColor = toBabylonColor(p.color3('emissiveColor'));
      if (p.changed('diffuseTexture')) material.diffuseTexture = target.texture(textureRequest(p.value('diffuseTexture')));
      if (p.changed('bumpTexture')) material.bumpTexture = target.texture(textureRequest(p.value('bumpTexture'), { gammaSpace: false }));
      if (p.changed('emissiveTexture')) material.emissiveTexture = target.texture(textureRequest(p.value('emissiveTexture')));
      if (p.changed('fresnel')) applyStandardFresnel(material, readMaterialFresnel(p.value('fresnel')));
      applyOpacityAndSides(material, p);
    };
    update(props);
    return { material, update, dispose: () => material.dispose(false, false) };
  },
});

export default definePlugin({ id: 'builtin.material-phong', contributes: [phongMaterial] });
