/**
 * A material's look baked into pictures over its texture coordinates, for formats whose material model cannot state it
 * (glTF export of a mixed material: docs/interop.md, "Baked materials"). Made by a GPU render; hosts without one have none.
 */

/** How to bake. */
export interface MaterialBakeRequest {
  /** Width and height of each picture in pixels (a power of two, at most 2048). */
  readonly size: number;
}

/** RGBA pixels, 8 bits a channel, rows from the top of the picture (texture coordinate v = 1 first, glTF's v = 0). */
export interface BakedPixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** What a bake made. A picture is absent when nothing in the material changes that channel from glTF's default. */
export interface MaterialBake {
  /** Colour (gamma space, as pictures are) and alpha. */
  readonly baseColor: BakedPixels;
  /** Emissive colour (gamma space). */
  readonly emissive?: BakedPixels;
  /** glTF's packing: green roughness, blue metallic. */
  readonly metallicRoughness?: BakedPixels;
  /** Tangent-space normal map in glTF's convention (+X towards u, +Y up the picture), linear: the normal stage's map. */
  readonly normal?: BakedPixels;
  /** The material shows its colour without the scene's lights (glTF: KHR_materials_unlit). */
  readonly unlit: boolean;
  /** Some of the colour is see-through (its alpha is meant to blend). */
  readonly transparent: boolean;
  /** Pixels under this alpha are discarded (0: none). */
  readonly alphaCutOff: number;
  /** What the pictures could not carry, in English for the export's `extras` (lighting, environment, view-dependent terms). */
  readonly notBaked: readonly string[];
}
