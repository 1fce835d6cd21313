import { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import { applyOpacityAndSides, defineMaterialType, definePlugin, MATERIAL_OPACITY_DESCRIPTOR, MATERIAL_TWO_SIDED_DESCRIPTOR, materialColorDescriptor, materialFresnelDescriptor, materialTextureDescriptor, readMaterialFresnel, textureRequest, titles, toBabylonColor } from '../../sdk/index.js';
import { PBR_FRESNEL_KINDS, PbrFresnelPlugin } from './fresnel-plugin.js';

/**
 * PBR, metallic/roughness (Babylon's PBRMaterial): base colour, metallic, roughness, specular R0 (the reflectance
 * at normal incidence of non-metals, metallicF0Factor) and its tint, index of refraction 1–3.5, opacity, maps.
 */
export const pbrMaterial = defineMaterialType({
  id: 'PBRMaterial',
  titles: titles('PBR', 'PBR', 'PBR'),
  order: 30,
  descriptors: [
    materialColorDescriptor('albedoColor', 1, titles('Base colour', '基础颜色', '基礎顏色'), { r: 0.8, g: 0.8, b: 0.8 }, 'baseColor'),
    { name: 'metallic', type: 'number', mode: 'percent', propertyGroup: 'material', rank: 2, min: 0, max: 1, default: 0, titles: titles('Metallic', '金属度', '金屬度') },
    { name: 'roughness', type: 'number', mode: 'percent', propertyGroup: 'material', rank: 3, min: 0, max: 1, default: 0.5, titles: titles('Roughness', '粗糙度', '粗糙度') },
    { name: 'specularR0', type: 'number', mode: 'percent', propertyGroup: 'material', rank: 4, min: 0, max: 1, default: 1, titles: titles('Specular R0', '镜面反射 R0', '鏡面反射 R0') },
    materialColorDescriptor('specularTint', 5, titles('Specular tint', '镜面反射色调', '鏡面反射色調'), { r: 1, g: 1, b: 1 }),
    { name: 'indexOfRefraction', type: 'number', propertyGroup: 'material', rank: 6, min: 1, max: 3.5, precision: 2, step: 0.01, default: 1.5, titles: titles('Index of refraction', '折射率', '折射率') },
    materialColorDescriptor('emissiveColor', 7, titles('Emissive colour', '自发光颜色', '自發光顏色'), { r: 0, g: 0, b: 0 }, 'emissiveColor'),
    materialTextureDescriptor('albedoTexture', 1, titles('Base colour map', '基础颜色贴图', '基礎顏色貼圖'), 'baseTexture'),
    materialTextureDescriptor('metallicRoughnessTexture', 2, titles('Metallic-roughness map', '金属度-粗糙度贴图', '金屬度-粗糙度貼圖')),
    materialTextureDescriptor('bumpTexture', 3, titles('Normal map', '法线贴图', '法線貼圖'), 'normalTexture'),
    materialTextureDescriptor('emissiveTexture', 4, titles('Emissive map', '自发光贴图', '自發光貼圖'), 'emissiveTexture'),
    MATERIAL_OPACITY_DESCRIPTOR,
    MATERIAL_TWO_SIDED_DESCRIPTOR,
    materialFresnelDescriptor(PBR_FRESNEL_KINDS),
    // Set on materials imported from glTF: their pictures' first row is the top (no flip on load).
    { name: 'gltfTextures', type: 'boolean', propertyGroup: 'texture', rank: 9, hide: true, default: false, isConst: true, titles: titles('glTF texture orientation', 'glTF 贴图方向', 'glTF 貼圖方向') },
  ],
  create(props, target) {
    const material = new PBRMaterial(`pbr:${props.node.id}`, target.scene);
    // glTF's packing: roughness in green, metalness in blue.
    material.useRoughnessFromMetallicTextureGreen = true;
    material.useMetallnessFromMetallicTextureBlue = true;
    material.useAmbientOcclusionFromMetallicTextureRed = false;
    const fresnel = new PbrFresnelPlugin(material);
    const update = (p: typeof props) => {
      const invertY = !p.boolean('gltfTextures');
      const flip = p.changed('gltfTextures');
      if (p.changed('albedoColor')) material.albedoColor = toBabylonColor(p.color3('albedoColor'));
      if (p.changed('metallic')) material.metallic = p.number('metallic');
      if (p.changed('roughness')) material.roughness = p.number('roughness');
      if (p.changed('specularR0')) material.metallicF0Factor = p.number('specularR0');
      if (p.changed('specularTint')) material.metallicReflectanceColor = toBabylonColor(p.color3('specularTint'));
      if (p.changed('indexOfRefraction')) material.indexOfRefraction = p.number('indexOfRefraction');
      if (p.changed('emissiveColor')) material.emissiveColor = toBabylonColor(p.color3('emissiveColor'));
      if (flip || p.changed('albedoTexture')) material.albedoTexture = target.texture(textureRequest(p.value('albedoTexture'), { invertY }));
      if (flip || p.changed('metallicRoughnessTexture')) material.metallicTexture = target.texture(textureRequest(p.value('metallicRoughnessTexture'), { gammaSpace: false, invertY }));
      if (flip || p.changed('bumpTexture')) material.bumpTexture = target.texture(textureRequest(p.value('bumpTexture'), { gammaSpace: false, invertY }));
      if (flip || p.changed('emissiveTexture')) material.emissiveTexture = target.texture(textureRequest(p.value('emissiveTexture'), { invertY }));
      if (p.changed('fresnel')) fresnel.update(readMaterialFresnel(p.value('fresnel')));
      applyOpacityAndSides(material, p);
    };
    update(props);
    return { material, update, dispose: () => material.dispose(false, false) };
  },
});

export default definePlugin({ id: 'builtin.material-pbr', contributes: [pbrMaterial] });
