/** Our static path for the Draco, KTX2/Basis and meshopt decoders; nothing is taken from an outside host. */
export const DECODER_BASE = '/decoders';

/** One decoder file served at `${DECODER_BASE}/${path}`, copied from the npm module file `source` (never committed). */
export interface DecoderFile {
  readonly path: string;
  readonly source: string;
}

/** Paths (under DECODER_BASE) of the files the engine is configured to load. */
export const DecoderPaths = {
  dracoWasmWrapper: 'draco/draco_wasm_wrapper_gltf.js',
  dracoWasmBinary: 'draco/draco_decoder_gltf.wasm',
  dracoFallback: 'draco/draco_decoder_gltf.js',
  meshopt: 'meshopt/meshopt_decoder.js',
  /** Babylon's own Basis transcoder, for .basis textures (its API predates KTX2). */
  basisJs: 'basis/basis_transcoder.js',
  basisWasm: 'basis/basis_transcoder.wasm',
  /** The Basis Universal transcoder three.js ships, which has the KTX2File API: decodes ETC1S/BasisLZ and UASTC (+ Zstd). */
  ktx2TranscoderJs: 'ktx2/basis_transcoder.js',
  ktx2TranscoderWasm: 'ktx2/basis_transcoder.wasm',
} as const;

const babylon = '@babylonjs/core/assets';
const threeBasis = 'three/examples/jsm/libs/basis';

/** Every file served under DECODER_BASE, with the npm file it comes from (licences go along). */
export const DECODER_FILES: readonly DecoderFile[] = [
  { path: DecoderPaths.dracoWasmWrapper, source: `${babylon}/Draco/draco_wasm_wrapper_gltf.js` },
  { path: DecoderPaths.dracoWasmBinary, source: `${babylon}/Draco/draco_decoder_gltf.wasm` },
  { path: DecoderPaths.dracoFallback, source: `${babylon}/Draco/draco_decoder_gltf.js` },
  { path: 'draco/draco.license', source: `${babylon}/Draco/draco.license` },
  { path: DecoderPaths.meshopt, source: `${babylon}/meshopt/meshopt_decoder.js` },
  { path: 'meshopt/meshopt.license', source: `${babylon}/meshopt/meshopt.license` },
  { path: DecoderPaths.basisJs, source: `${babylon}/Basis/basis_transcoder.js` },
  { path: DecoderPaths.basisWasm, source: `${babylon}/Basis/basis_transcoder.wasm` },
  { path: DecoderPaths.ktx2TranscoderJs, source: `${threeBasis}/basis_transcoder.js` },
  { path: DecoderPaths.ktx2TranscoderWasm, source: `${threeBasis}/basis_transcoder.wasm` },
];

/** The served path of a decoder file known by its bare name (e.g. 'meshopt_decoder.js'), if we serve one. */
export function decoderPathByName(name: string): string | undefined {
  const file = DECODER_FILES.find((f) => f.path.split('/').pop() === name);
  return file && `${DECODER_BASE}/${file.path}`;
}
