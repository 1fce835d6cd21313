import { admitContentId } from '../kernel/content-id.js';
import type { NodeMaterial } from '@babylonjs/core/Materials/Node/nodeMaterial.js';
import type { NodeMaterialConnectionPoint } from '@babylonjs/core/Materials/Node/nodeMaterialBlockConnectionPoint.js';
import { defineContributionPoint } from '../kernel/contribution-point.js';
import { contribution } from '../kernel/plugin.js';
import type { PluginDefinition } from '../kernel/plugin.js';
import type { PropertyDescriptor } from '../scene/descriptor.js';
import type { KStage } from '../scene/kmaterial/model.js';
import type { Vector3Value } from '../scene/values.js';
import type { LocalizedText } from '../workbench/locale.js';
import type { Color3Value } from './values.js';

/** An output of a block in the material graph. */
export type StagePoint = NodeMaterialConnectionPoint;

/** GLSL types a stage's function takes and gives. */
export type StageGlslType = 'Float' | 'Vector2' | 'Vector3' | 'Vector4' | 'Color3' | 'Color4';

/** A GLSL function added as one block: `void name(in…, out…)`, inputs then outputs in declaration order. */
export interface StageGlslFunction {
  /** Function name, unique per distinct code (e.g. 'kGradient2'). */
  readonly name: string;
  /** The function's source lines. */
  readonly code: readonly string[];
  /** Inputs by parameter name, in the function's parameter order. */
  readonly inputs: Readonly<Record<string, StagePoint>>;
  /** Outputs by parameter name and type, after the inputs. */
  readonly outputs: Readonly<Record<string, StageGlslType>>;
}

/** A stage's fields as the compiler reads them when it binds values: params through the kind's descriptor table. */
export interface StageValues {
  /** The stage (the §3 fields). */
  readonly stage: KStage;
  number(name: string): number;
  boolean(name: string): boolean;
  string(name: string): string;
  color3(name: string): Color3Value;
  vector3(name: string): Vector3Value;
}

/**
 * Running values of a channel a stage reads (before it) or a light stage consumes. `variable0`–`variable3` are the
 * channel's variables (targets 40–43; start 0, 0, 1, 1): the compiler also applies them to later stages (u offset,
 * v offset, output weight, coordinate scale), and a stage may read them for its own use.
 */
export type StageSlot = 'color' | 'alpha' | 'emissive' | 'specular' | 'roughness' | 'metallic' | 'gloss'
  | 'variable0' | 'variable1' | 'variable2' | 'variable3';

/** A picture sampled by a stage. */
export interface StageSample {
  readonly rgb: StagePoint;
  readonly a: StagePoint;
}

/**
 * What the compiler gives one stage to add its blocks to the channel's NodeMaterial graph. Values that may change
 * without a new graph (colours, numbers, urls) are bound with a reader, so the compiler updates them in place; the
 * graph's shape must follow only the stage's kind, §3 switches and the kind's `structural` params.
 */
export interface StageGraph {
  /** The material being built (add Babylon blocks freely; connect them to the points below). */
  readonly material: NodeMaterial;
  /** The stage's fields now: read only `structural` params and §3 switches here; bind the rest with readers. */
  readonly values: StageValues;
  /** The running value of a slot before this stage. */
  current(slot: StageSlot): StagePoint;
  /** The stage's texture coordinates (vec2) after uv source, mode, mapping and wrap. */
  readonly uv: StagePoint;
  /** 1 where the mapped coordinates fall inside the picture, 0 outside (crop wrap mode). */
  readonly uvMask: StagePoint;
  /** The fragment's local position (vec3), world position and normal (vec4), direction to the camera (vec3). */
  readonly localPosition: StagePoint;
  readonly worldPosition: StagePoint;
  readonly worldNormal: StagePoint;
  readonly viewDirection: StagePoint;
  readonly cameraPosition: StagePoint;
  /** The view matrix (light and PBR blocks take it). */
  readonly view: StagePoint;
  /** Seconds since the material was made (float, for animated stages). */
  readonly time: StagePoint;
  /** Vertex colour (vec4; white when the mesh has none). */
  vertexColor(): StagePoint;
  /** A float uniform read from the stage. */
  float(name: string, read: (values: StageValues) => number): StagePoint;
  /** A color3 uniform read from the stage. */
  color3(name: string, read: (values: StageValues) => Color3Value): StagePoint;
  /** A vec4 uniform read from the stage. */
  vec4(name: string, read: (values: StageValues) => readonly [number, number, number, number]): StagePoint;
  /** The stage's picture (its `url`; white while empty or loading) sampled at `uv` (default: the stage's uv). */
  sample(uv?: StagePoint): StageSample;
  /**
   * The scene's lights at this fragment: diffuse and specular light. Babylon allows one light block per node material, so
   * every stage of the material shares it; the first caller's glossiness and specular colour apply.
   */
  sceneLight(options?: { readonly glossiness?: StagePoint; readonly specularColor?: StagePoint }): { readonly diffuse: StagePoint; readonly specular: StagePoint };
  /**
   * Claim a block Babylon allows once per node material: true for the first stage asking, false after; a stage that
   * loses the claim falls back to something it can draw without it. 'pbr' is refused once the light block exists (the
   * two cannot share a material), and after a 'pbr' claim `sceneLight` gives what the stage passed to `shareLight`.
   */
  claim(name: string): boolean;
  /** The light a stage holding the 'pbr' claim offers to the material's other stages. */
  shareLight(light: { readonly diffuse: StagePoint; readonly specular: StagePoint }): void;
  /** Add a GLSL function block; its outputs by name. */
  glsl(fn: StageGlslFunction): Record<string, StagePoint>;
  /** A surface stage's result: colour to `colorTarget`, alpha to `alphaTarget`, weighted by alpha when `hasAlpha`. */
  output(rgb: StagePoint, alpha?: StagePoint): void;
  /** A light stage's result: the channel's lit colour (and alpha) from here on. */
  lit(rgb: StagePoint, alpha?: StagePoint): void;
}

/** One stage kind of mixed materials (Texture, Gradient, Rim, PBR…). */
export interface MaterialStageContribution {
  /** The kind's id, stored in `KStage.kind`, e.g. 'Texture'. */
  readonly id: string;
  /** Title per language (the strip's tiles, the add menu). */
  readonly titles: LocalizedText;
  /** 'surface' stages write targets; 'light' stages light the channel (one light mode per channel). */
  readonly family: 'surface' | 'light';
  /** Position in the add menu (lower first). */
  readonly order: number;
  /** The kind's own fields, stored in `KStage.params`. */
  readonly descriptors: readonly PropertyDescriptor[];
  /** Samples the stage's url: takes dropped pictures and counts towards the 16 textures. */
  readonly usesTexture: boolean;
  /** Offers the fresnel panel (Add / Delete a fresnel term weighting the stage). */
  readonly supportsFresnel: boolean;
  /** A light kind working in linear colour (PBR): switching to or from it converts colours (§4). */
  readonly pbr?: boolean;
  /** Params whose value changes the graph (a count, a mode); others are bound in place. */
  readonly structural?: readonly string[];
  /** Add the stage's blocks. */
  compile(graph: StageGraph): void;
}

/** Stage kinds of mixed materials, one contribution per kind. */
export const MaterialStages = defineContributionPoint<MaterialStageContribution>('viewport.materialStages', { admit: admitContentId('kind') });

/**
 * A plugin that contributes stage kinds and nothing else (each kind its own contribution).
 * @deprecated SDK 1.0's shorthand, kept for plugins written against it: write
 * `definePlugin({ id, contributes: kinds.map((k) => contribution(MaterialStages, k)) })`.
 */
export function materialStagePlugin(id: string, ...kinds: MaterialStageContribution[]): PluginDefinition {
  return { id, contributes: kinds.map((kind) => contribution(MaterialStages, kind)) };
}
