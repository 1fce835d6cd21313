import { admitContentId } from '../kernel/content-id.js';
import type { Material } from '@babylonjs/core/Materials/material.js';
import type { BaseTexture } from '@babylonjs/core/Materials/Textures/baseTexture.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { defineContributionPoint } from '../kernel/contribution-point.js';
import type { Disposable } from '../kernel/lifecycle.js';
import { contribution } from '../kernel/plugin.js';
import type { ContributionBundle, PluginContext, PluginDefinition } from '../kernel/plugin.js';
import type { PropertyDescriptor } from '../scene/descriptor.js';
import type { SceneNodeData } from '../scene/document.js';
import type { JsonObject, JsonValue } from '../scene/json.js';
import { readTextureValue, textureUrlOf } from '../scene/texture/texture-value.js';
import type { TextureValue } from '../scene/texture/texture-value.js';
import { NodeTypes } from '../scene/points.js';
import type { NodeTypeContribution } from '../scene/points.js';
import type { LocalizedText } from '../workbench/locale.js';
import { defaultsOf } from './common-descriptors.js';
import { NodePropsReader } from './node-props.js';
import type { NodeProps } from './node-props.js';
import type { MaterialBake, MaterialBakeRequest } from './material-bake.js';

/** How a material type asks for a texture; the runtime loads, caches and releases it. */
export interface MaterialTextureRequest {
  /** A stored scene asset name, a built-in resource url or a data URL. */
  readonly url: string;
  /** Colour data in gamma space (true for pictures, false for normal, roughness and HDR data). */
  readonly gammaSpace?: boolean;
  /** Load as a cube (environment / reflection) texture. */
  readonly cube?: boolean;
  /** Flip rows on load (default true, Babylon's usual); false for glTF pictures, whose first row is the top. */
  readonly invertY?: boolean;
  /**
   * The property's whole texture value (see `textureRequest`): when given, its own settings (gammaSpace, wrap,
   * coordinates mode, cube…) win over the fields above, and gradients and procedural presets are painted in the browser.
   */
  readonly value?: TextureValue;
}

/**
 * The request for a texture property's stored value (a url string or a texture object), with the slot's defaults:
 * `target.texture(textureRequest(p.value('albedoTexture'), { invertY }))`.
 */
export function textureRequest(stored: JsonValue | undefined, defaults: Omit<MaterialTextureRequest, 'url' | 'value'> = {}): MaterialTextureRequest {
  const value = readTextureValue(stored);
  return { ...defaults, url: textureUrlOf(value), ...(value !== undefined && typeof value !== 'string' ? { value } : {}) };
}

/** Where a material instance is made. */
export interface MaterialTarget {
  /** The Babylon scene. */
  readonly scene: Scene;
  /** A texture for a material slot (null while the url is empty); the runtime owns it. */
  texture(request: MaterialTextureRequest): BaseTexture | null;
  /** Tell the user about a problem the type worked around (a stored graph that could not be used). */
  reportError(error: unknown): void;
}

/** The engine side of one material node, owned by the material runtime. */
export interface MaterialInstance {
  /** The Babylon material meshes use. */
  readonly material: Material;
  /**
   * Apply changed props in place (`props.changed(...)` says which). Return 'rebuild' when the change needs a new
   * material (another shader graph): the runtime makes one and moves the meshes to it.
   */
  update(props: NodeProps): void | 'rebuild';
  /**
   * Render the material's look into pictures (glTF export of what its model cannot state); only types whose look is
   * more than glTF's factors and pictures have it. Undefined when the engine cannot render (no GPU).
   */
  bake?(request: MaterialBakeRequest): Promise<MaterialBake | undefined>;
  /** Release the material and what it made. */
  dispose(): void;
}

/** A material type (no-light, Phong, PBR, mixed, node): a node type the inspector edits and a factory. */
export interface MaterialTypeContribution {
  /** The type's id: the node type of its material nodes, e.g. 'PBRMaterial'. */
  readonly id: string;
  /** Title per language (the type switcher, the new-material menu). */
  readonly titles: LocalizedText;
  /** Position in menus (lower first). */
  readonly order: number;
  /** The descriptor table. */
  readonly descriptors: readonly PropertyDescriptor[];
  /** Make the material with every prop counted as changed. */
  create(props: NodeProps, target: MaterialTarget): MaterialInstance;
}

/** Material types, one contribution each. */
export const MaterialTypes = defineContributionPoint<MaterialTypeContribution>('viewport.materialTypes', { admit: admitContentId('className') });

/** A material type ready to contribute: the type and its node type (unlisted, not creatable from menus, no children). */
export interface MaterialTypeBundle extends ContributionBundle {
  readonly materialType: MaterialTypeContribution;
  readonly nodeType: NodeTypeContribution;
}

/** What `defineMaterialType` takes: the contribution's fields. */
export interface MaterialTypeSpec {
  readonly id: string;
  readonly titles: LocalizedText;
  readonly order: number;
  /** Usually in the 'material' and 'texture' groups; numbers reach `create` clamped to min/max. */
  readonly descriptors: readonly PropertyDescriptor[];
  readonly create: MaterialTypeContribution['create'];
}

/** Build a material type and its node type (not creatable from menus, not listed in the scene tree, no children). */
export function defineMaterialType(spec: MaterialTypeSpec): MaterialTypeBundle {
  if (spec.descriptors.some((d) => d.name === 'name')) throw new Error(`Material type ${spec.id} declares 'name', which is the node's name`);
  const materialType: MaterialTypeContribution = {
    id: spec.id, titles: spec.titles, order: spec.order, descriptors: spec.descriptors, create: spec.create,
  };
  const nodeType: NodeTypeContribution = {
    id: spec.id, titles: spec.titles, descriptors: spec.descriptors, defaults: () => defaultsOf(spec.descriptors),
    creatable: false, container: false, listed: false,
  };
  return { materialType, nodeType, contributions: [contribution(NodeTypes, nodeType), contribution(MaterialTypes, materialType)] };
}

/** Contribute a material type and its node type; disposing removes both. Prefer listing the bundle in `contributes`. */
export function contributeMaterialType(ctx: PluginContext, bundle: MaterialTypeBundle): Disposable {
  const type = ctx.contribute(NodeTypes, bundle.nodeType);
  const material = ctx.contribute(MaterialTypes, bundle.materialType);
  return { dispose: () => { material.dispose(); type.dispose(); } };
}

/**
 * A plugin that contributes material types and nothing else.
 * @deprecated SDK 1.0's shorthand, kept for plugins written against it: write `definePlugin({ id, contributes: [...bundles] })`.
 */
export function materialTypePlugin(id: string, ...bundles: MaterialTypeBundle[]): PluginDefinition {
  return { id, contributes: bundles };
}

/**
 * Reads a material node's props for its type: undeclared names throw, bad values give the default, numbers are
 * clamped to the descriptor's limits (a hand-edited or old document cannot push a material out of its range).
 */
export function materialProps(type: MaterialTypeContribution, node: SceneNodeData, changedKeys: readonly string[]): NodeProps {
  const props = new NodePropsReader(type.id, type.descriptors).read(node, changedKeys);
  const byName = new Map(type.descriptors.map((d) => [d.name, d]));
  return {
    ...props,
    number: (name) => {
      const d = byName.get(name);
      const value = props.number(name);
      if (d?.min !== undefined && value < d.min) return d.min;
      if (d?.max !== undefined && value > d.max) return d.max;
      return value;
    },
  };
}

/** Props of a new material node of a type: each descriptor's default. */
export function materialDefaults(type: MaterialTypeContribution): JsonObject {
  return defaultsOf(type.descriptors);
}
