import type { ParticleStageData } from '../particles/particle-stage.js';
import type { MathItem } from '../particles/math-items.js';
import type { GeometryBuilderValue } from '../viewport/geometry.js';
import type { MaterialFresnelSet } from '../viewport/material-fresnel.js';
import type { Color3Value } from '../viewport/values.js';
import type { JsonObject, JsonValue } from './json.js';
import type { HeatMapPointData } from './heat-map-points.js';
import type { InfoPointData } from './info-points.js';
import type { InteractionData } from './interactions.js';
import type { TextPointData } from './text-points.js';
import type { TextureValue } from './texture/texture-value.js';
import type { MeshSubSet, UserMetadataValue, Vector2Value, Vector3Value } from './values.js';

/**
 * A colour as stored: '#rrggbb(aa)' or a CSS text, an [r, g, b(, a)] array, an { r, g, b, a? } object (0–1), or (for
 * 'color' properties) a gradient object.
 */
export type ColorValue = string | readonly number[] | Color3Value | (Color3Value & { readonly a?: number }) | JsonObject;

/**
 * The value type of each property type: what an editor receives (as stored) and writes, what a descriptor's `default`
 * is. A descriptor's `type` is a key of this map, so the compiler checks a node type's defaults and an editor's value
 * against each other.
 *
 * Third parties add their own property types by declaration merging:
 * ```ts
 * declare module '@scene-platform/sdk' {
 *   interface PropertyValueTypes { 'acme.rating': number }
 * }
 * ```
 * Stored values come from scene files, which may hold anything: an editor still checks the shape of what it reads
 * (the SDK's readers do) and the type says what it writes and what a well-formed value is.
 */
export interface PropertyValueTypes {
  /** A checkbox; numbers are kept numeric (positive is checked, negative disables it; spec 001 §5). */
  boolean: boolean | number;
  /** The same as boolean, spelled as older scenes do. */
  checkbox: boolean | number;
  /** An on/off switch. */
  switch: boolean | number;
  /** One of the descriptor's `enum` values. */
  enum: number | string;
  /** A number (display modes: percent, radian, duration, int, linear, enum). */
  number: number;
  /** An integer. */
  int: number;
  /** One line of text. */
  string: string;
  /** Several lines of text (placeholders `{{name}}` allowed where the node says so). */
  text: string;
  /** A list of texts, edited as 'a, b, c'. */
  stringArray: readonly string[];
  /** An { x, y } object (an [x, y] array is read too). */
  vector2: Vector2Value | readonly number[];
  /** An { x, y, z } object (an [x, y, z] array is read too). */
  vector3: Vector3Value | readonly number[];
  /** A colour without alpha. */
  color3: ColorValue;
  /** A colour with alpha. */
  color4: ColorValue;
  /** A colour or a gradient (a JSON object). */
  color: ColorValue;
  /** A texture: an image url, or an image, gradient or procedural object. */
  texture: TextureValue;
  /** Any JSON. */
  json: JsonValue;
  /** User metadata (spec 001 §3). */
  userMetadata: UserMetadataValue;
  /** A node id ('' or null for none). */
  nodeSelect: string | null;
  /** A material node id ('' for the default material). */
  material: string;
  /** A mesh's sub-sets. */
  subSetList: readonly MeshSubSet[];
  /** A mesh's geometry: the builder's class name and its params. */
  geometryBuilder: GeometryBuilderValue;
  /** A light's shadow generator settings (edited in the light's row; stored as JSON). */
  shadowGenerator: JsonValue;
  /** A list of exposed properties. */
  exposedCollection: JsonValue;
  /** A spline node's splines (SPLINE_LIST_TYPE). */
  splineList: JsonValue;
  /** Points as a flat x, y, z number array (VECTOR3_POINTS_TYPE). */
  vector3Points: readonly number[];
  /** A digital twin's info points (INFO_POINT_LIST_TYPE). */
  infoPointList: readonly InfoPointData[];
  /** A heat map's points (HEAT_MAP_POINT_LIST_TYPE). */
  heatMapPointList: readonly HeatMapPointData[];
  /** A text-point node's points (TEXT_POINT_LIST_TYPE). */
  textPointList: readonly TextPointData[];
  /** A node's interactions (INTERACTION_LIST_TYPE). */
  interactionList: readonly InteractionData[];
  /** A particle system's stage strip. */
  particleStages: readonly ParticleStageData[];
  /** The items of a particle Math modifier. */
  particleMathItems: readonly MathItem[];
  /** A material's fresnel set (MATERIAL_FRESNEL_PROPERTY_TYPE). */
  materialFresnel: MaterialFresnelSet;
  /** A KMaterial's channels. */
  kmaterialChannels: JsonValue;
  /** A shared KMaterial channel. */
  kmaterialSharedChannel: JsonValue;
}

/** A property type: a key of {@link PropertyValueTypes} (add yours by declaration merging). */
export type PropertyType = keyof PropertyValueTypes;

/** The value type of property type `T`. */
export type PropertyValueOf<T extends PropertyType> = PropertyValueTypes[T];

/** The property types whose value type is exactly `V` (types an editor for `V` can handle, e.g. 'number' | 'int'). */
export type PropertyTypesOfValue<V> = {
  [K in PropertyType]: [PropertyValueTypes[K]] extends [V] ? ([V] extends [PropertyValueTypes[K]] ? K : never) : never;
}[PropertyType];

/** A value of any property type. */
export type PropertyValue = PropertyValueTypes[PropertyType];

/**
 * A property value as JSON. Every value type is JSON data, but readonly arrays and interfaces such as Vector3Value are
 * not spelled as JsonValue: hosts that write an editor's value into the document say so here, once.
 */
export function propertyValueJson(value: PropertyValue): JsonValue {
  return value as JsonValue;
}
