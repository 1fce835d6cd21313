import type { InputBlock } from '@babylonjs/core/Materials/Node/Blocks/Input/inputBlock.js';
import type { TextureBlock } from '@babylonjs/core/Materials/Node/Blocks/Dual/textureBlock.js';
import type { KChannel, KStage, MaterialStageContribution, StageValues } from '../../sdk/index.js';
import type { EnvironmentBinding } from './environment.js';
import type { SubsetMaskBinding } from './subset-mask.js';

export type { KChannel, KStage, MaterialStageContribution };

/** Material-wide options of a mixed material (its own props). */
export interface KMaterialOptions {
  readonly useEnvironment: boolean;
  readonly reflectionProbeEnabled: boolean;
  readonly refractionEnabled: boolean;
  /** Pixels whose final alpha is below are discarded (0: off). */
  readonly alphaCutOff: number;
  readonly twoSidedLighting: boolean;
  /** Blend with what is behind (some stage carries alpha). */
  readonly transparent: boolean;
}

/**
 * What a bake graph draws per channel, blended over the channels below as the look is: `look` the unlit look (colour
 * plus emissive), `baseColor` the colour slot, `emissive` the emissive slot, `metallicRoughness` glTF's packing of the
 * roughness and metallic slots (green, blue) times a PBR stage's factors. `normal` is not per channel: the normal map
 * that bends the material's normal (its first normal-target stage), in glTF's convention.
 */
export type BakeChannel = 'look' | 'baseColor' | 'emissive' | 'metallicRoughness' | 'normal';

/** Where a bound value comes from: a channel, and a stage of it (-1: the channel's implied light stage). */
export interface BindingPath {
  readonly channel: number;
  readonly stage: number;
}

/** A uniform set from a stage's fields; re-applied in place when only values change. */
export interface UniformBinding extends BindingPath {
  readonly block: InputBlock;
  apply(block: InputBlock, values: StageValues): void;
}

/** A texture slot set from a stage's url. */
export interface TextureBinding extends BindingPath {
  readonly block: TextureBlock;
}

/** A uniform set from a channel's fields (amount) or the material's options (cut-off). */
export interface ChannelBinding {
  readonly block: InputBlock;
  apply(block: InputBlock, channels: readonly KChannel[], options: KMaterialOptions): void;
}

/** What compiling leaves behind to update values in place. */
export interface CompiledGraph {
  readonly key: string;
  readonly uniforms: readonly UniformBinding[];
  readonly textures: readonly TextureBinding[];
  readonly channelUniforms: readonly ChannelBinding[];
  /** Environment samplers (reflection, refraction) fed the scene environment or the reflection probe. */
  readonly environment: readonly EnvironmentBinding[];
  /** Channels restricted to a mesh sub-set, set per sub-mesh drawn. */
  readonly subsetMasks: readonly SubsetMaskBinding[];
}
