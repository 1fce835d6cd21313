import { describe, expect, it } from 'vitest';
import { MATERIAL_OPACITY_DESCRIPTOR, materialColorDescriptor, materialTextureDescriptor, switchMaterialProps } from './material-common.js';
import { titles } from './titles.js';
import type { PropertyDescriptor } from '../scene/descriptor.js';

const t = titles('x', 'x', 'x');
const phong: PropertyDescriptor[] = [
  materialColorDescriptor('diffuseColor', 1, t, { r: 1, g: 1, b: 1 }, 'baseColor'),
  materialColorDescriptor('specularColor', 2, t, { r: 0, g: 0, b: 0 }),
  materialTextureDescriptor('diffuseTexture', 1, t, 'baseTexture'),
  MATERIAL_OPACITY_DESCRIPTOR,
];
const pbr: PropertyDescriptor[] = [
  materialColorDescriptor('albedoColor', 1, t, { r: 0.5, g: 0.5, b: 0.5 }, 'baseColor'),
  materialTextureDescriptor('albedoTexture', 1, t, 'baseTexture'),
  { name: 'metallic', type: 'number', propertyGroup: 'material' as const, rank: 2, min: 0, max: 1, default: 0, titles: t },
  MATERIAL_OPACITY_DESCRIPTOR,
];

describe('switchMaterialProps', () => {
  it('keeps values of the same name and type, and of the same role; the rest are the new type defaults', () => {
    const props = { diffuseColor: { r: 1, g: 0, b: 0 }, specularColor: { r: 1, g: 1, b: 1 }, diffuseTexture: 'bricks.png', alpha: 0.4 };
    expect(switchMaterialProps(phong, props, pbr)).toEqual({ albedoColor: { r: 1, g: 0, b: 0 }, albedoTexture: 'bricks.png', metallic: 0, alpha: 0.4 });
  });

  it('drops nothing it cannot place and invents nothing it does not know', () => {
    expect(switchMaterialProps(pbr, { metallic: 1 }, phong)).toEqual({ diffuseColor: { r: 1, g: 1, b: 1 }, specularColor: { r: 0, g: 0, b: 0 }, diffuseTexture: '', alpha: 1 });
  });
});
