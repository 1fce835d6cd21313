/**
 * Whether a scene's content names a file whose loading needs the engine's decoders before it starts: a glTF model
 * (Draco, meshopt, KTX2 textures inside) or a KTX2 or Basis texture. OBJ and STL models need none.
 */
export function contentNeedsDecoders(content: string): boolean {
  return /\.(?:glb|gltf|ktx2|basis)(?![a-z0-9])/i.test(content);
}
