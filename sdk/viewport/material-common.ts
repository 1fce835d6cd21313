import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import type { Material } from '@babylonjs/core/Materials/material.js';
import { descriptorDefault, type PropertyDescriptor } from '../scene/descriptor.js';
import type { JsonObject, JsonValue } from '../scene/json.js';
import type { LocalizedText } from '../workbench/locale.js';
import type { NodeProps } from './node-props.js';
import { titles } from './titles.js';
import type { Color3Value } from './values.js';

/**
 * The descriptor option naming what a material prop means whatever its type calls it, so a type switch keeps the
 * base colour of a Phong material as the albedo of a PBR one (spec 001: the switcher keeps compatible values).
 */
export const MATERIAL_ROLE_OPTION = 'materialRole';

/** Meanings shared by material types. */
export type MaterialRole = 'baseColor' | 'baseTexture' | 'normalTexture' | 'emissiveColor' | 'emissiveTexture' | 'opacity' | 'twoSided';

/** Longest stored node-material graph (JSON text): a large hand-made graph is ~200 kB. */
export const MAX_MATERIAL_GRAPH_LENGTH = 1_000_000;

/** The opacity every built-in material type has (0 transparent … 1 opaque). */
export const MATERIAL_OPACITY_DESCRIPTOR: PropertyDescriptor = {
  name: 'alpha', type: 'number', mode: 'percent', propertyGroup: 'material', rank: 50, min: 0, max: 1, default: 1,
  options: { [MATERIAL_ROLE_OPTION]: 'opacity' }, titles: titles('Opacity', '不透明度', '不透明度'),
};

/** Draw both faces (backface culling off). */
export const MATERIAL_TWO_SIDED_DESCRIPTOR: PropertyDescriptor = {
  name: 'twoSided', type: 'boolean', propertyGroup: 'material', rank: 51, default: false,
  options: { [MATERIAL_ROLE_OPTION]: 'twoSided' }, titles: titles('Two-sided', '双面', '雙面'),
};

/** A colour prop of a material. */
export function materialColorDescriptor(name: string, rank: number, text: LocalizedText, fallback: Color3Value, role?: MaterialRole): PropertyDescriptor {
  return {
    name, type: 'color3', propertyGroup: 'material', rank, default: { r: fallback.r, g: fallback.g, b: fallback.b }, titles: text,
    ...(role ? { options: { [MATERIAL_ROLE_OPTION]: role } } : {}),
  };
}

/** A texture slot of a material (a url or stored asset name; empty: none). */
export function materialTextureDescriptor(name: string, rank: number, text: LocalizedText, role?: MaterialRole): PropertyDescriptor {
  return {
    name, type: 'texture', propertyGroup: 'texture', rank, default: '', isConst: true, titles: text,
    ...(role ? { options: { [MATERIAL_ROLE_OPTION]: role } } : {}),
  };
}

/** A Babylon colour from a document colour. */
export function toBabylonColor(value: Color3Value): Color3 {
  return new Color3(value.r, value.g, value.b);
}

/** Apply the shared opacity and two-sided props (when changed). */
export function applyOpacityAndSides(material: Material, props: NodeProps): void {
  if (props.changed('alpha')) material.alpha = props.number('alpha');
  if (props.changed('twoSided')) material.backFaceCulling = !props.boolean('twoSided');
}

function roleOf(descriptor: PropertyDescriptor): string | undefined {
  const role = descriptor.options?.[MATERIAL_ROLE_OPTION];
  return typeof role === 'string' ? role : undefined;
}

/**
 * Props of a material switched to another type: the new type's defaults, then every old value of the same name and
 * editor type, then every old value of the same role (base colour, textures, opacity) and editor type.
 */
export function switchMaterialProps(
  from: readonly PropertyDescriptor[], props: Readonly<Record<string, JsonValue>>, to: readonly PropertyDescriptor[],
): JsonObject {
  const out: JsonObject = {};
  for (const d of to) if (d.default !== undefined) out[d.name] = descriptorDefault(d)!;
  const fromByName = new Map(from.map((d) => [d.name, d]));
  const fromByRole = new Map(from.flatMap((d) => (roleOf(d) ? [[roleOf(d)!, d] as const] : [])));
  for (const d of to) {
    const same = fromByName.get(d.name);
    const role = roleOf(d);
    const source = same && same.type === d.type ? same : role ? fromByRole.get(role) : undefined;
    if (!source || source.type !== d.type) continue;
    const value = props[source.name];
    if (value !== undefined) out[d.name] = value;
  }
  return out;
}
