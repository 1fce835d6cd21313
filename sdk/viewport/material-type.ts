import type { Material } from '@babylonjs/core/Materials/material.js';
import type { BaseTexture } from '@babylonjs/core/Materials/Textures/baseTexture.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { defineContributionPoint } from '../kernel/contribution-point.js';
import type { PropertyDescriptor } from '../scene/descriptor.js';
import type { NodeTypeContribution } from '../scene/points.js';
import type { LocalizedText } from '../workbench/locale.js';
import type { NodeProps } from './node-props.js';

/** How a material type asks for a texture; the runtime loads, caches and releases it. */
export interface MaterialTextureRequest {
  /** A stored scene asset name, a built-in resource url or a data URL. */
  readonly url: string;
  /** Colour data in gamma space (true for pictures, false for normal, roughness and HDR data). */
  readonly gammaSpace?: boolean;
  /** Load as a cube (environment / reflection) texture. */
  readonly cube?: boolean;
}

/** Where a material instance is made. */
export interface MaterialTarget {
  /** The Babylon scene. */
  readonly scene: Scene;
  /** A texture for a material slot (null while the url is empty); the runtime owns it. */
  texture(request: MaterialTextureRequest): BaseTexture | null;
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
  /** Release the material and what it made. */
  dispose(): void;
}

/** A material type (no-light, Phong, PBR, mixed, node): a node type the inspector edits and a factory. */
export interface MaterialTypeContribution {
  /** Node type class name of its material nodes, e.g. 'PBRMaterial'. */
  readonly className: string;
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
export const MaterialTypes = defineContributionPoint<MaterialTypeContribution>('viewport.materialTypes');

/** A material type ready to contribute: the type and its node type (unlisted, not creatable from menus, no children). */
export interface MaterialTypeBundle {
  readonly materialType: MaterialTypeContribution;
  readonly nodeType: NodeTypeContribution;
}
