import { DracoDecoder } from '@babylonjs/core/Meshes/Compression/dracoDecoder.js';
import { MeshoptCompression } from '@babylonjs/core/Meshes/Compression/meshoptCompression.js';
import { BasisToolsOptions } from '@babylonjs/core/Misc/basis.pure.js';
import { KhronosTextureContainer2 } from '@babylonjs/core/Misc/khronosTextureContainer2.js';
import { DECODER_BASE, DecoderPaths } from './decoder-files.js';
import { createKtx2WorkerPool } from './ktx2-worker-pool.js';

/** Every decoder URL the engine is configured with (absolute, on our own origin). */
export interface DecoderUrls {
  readonly dracoWasmUrl: string;
  readonly dracoWasmBinaryUrl: string;
  readonly dracoFallbackUrl: string;
  readonly meshoptUrl: string;
  readonly basisJsUrl: string;
  readonly basisWasmUrl: string;
  readonly ktx2TranscoderJsUrl: string;
  readonly ktx2TranscoderWasmUrl: string;
}

/**
 * The decoder URLs on `origin`. Absolute, because Babylon hands some of them to workers started from blob: URLs, where a
 * path alone would not resolve.
 */
export function decoderUrls(origin: string): DecoderUrls {
  const url = (path: string) => `${origin}${DECODER_BASE}/${path}`;
  return {
    dracoWasmUrl: url(DecoderPaths.dracoWasmWrapper),
    dracoWasmBinaryUrl: url(DecoderPaths.dracoWasmBinary),
    dracoFallbackUrl: url(DecoderPaths.dracoFallback),
    meshoptUrl: url(DecoderPaths.meshopt),
    basisJsUrl: url(DecoderPaths.basisJs),
    basisWasmUrl: url(DecoderPaths.basisWasm),
    ktx2TranscoderJsUrl: url(DecoderPaths.ktx2TranscoderJs),
    ktx2TranscoderWasmUrl: url(DecoderPaths.ktx2TranscoderWasm),
  };
}

/**
 * Point Babylon's Draco, meshopt, Basis and KTX2 decoders at our own static path, explicitly (no CDN rewrite needed).
 * KTX2 (KHR_texture_basisu) goes through our worker pool around the Basis Universal transcoder, since Babylon's own
 * babylon.ktx2Decoder.js is not published on npm.
 */
export function configureDecoders(origin: string = globalThis.location?.origin ?? ''): DecoderUrls {
  const urls = decoderUrls(origin);
  DracoDecoder.DefaultConfiguration = { ...DracoDecoder.DefaultConfiguration, wasmUrl: urls.dracoWasmUrl, wasmBinaryUrl: urls.dracoWasmBinaryUrl, fallbackUrl: urls.dracoFallbackUrl };
  MeshoptCompression.Configuration = { decoder: { url: urls.meshoptUrl } };
  BasisToolsOptions.JSModuleURL = urls.basisJsUrl;
  BasisToolsOptions.WasmModuleURL = urls.basisWasmUrl;
  if (typeof Worker === 'function' && typeof URL.createObjectURL === 'function') {
    KhronosTextureContainer2.WorkerPool ??= createKtx2WorkerPool(urls.ktx2TranscoderJsUrl, urls.ktx2TranscoderWasmUrl, Math.max(1, KhronosTextureContainer2.DefaultNumWorkers));
  }
  return urls;
}
