import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';

/** Where the meshoptimizer decoder that Babylon ships lives in node_modules. */
export function meshoptDecoderPath(): string {
  return createRequire(import.meta.url).resolve('@babylonjs/core/assets/meshopt/meshopt_decoder.js');
}

/**
 * The meshoptimizer decoder's WebAssembly bytes (the portable, non-SIMD build), taken from the decoder script
 * by running it with a WebAssembly stand-in that records what it is asked to instantiate.
 */
export function extractMeshoptWasm(source: string = readFileSync(meshoptDecoderPath(), 'utf8')): Uint8Array {
  let captured: ArrayBuffer | undefined;
  const fakeWebAssembly = {
    validate: () => false,
    instantiate: (bytes: ArrayBuffer) => {
      captured = bytes;
      return new Promise(() => undefined);
    },
  };
  runInNewContext(source, { WebAssembly: fakeWebAssembly, self: {}, Uint8Array, Promise });
  if (!captured) throw new Error('The meshopt decoder script did not instantiate a WebAssembly module');
  return new Uint8Array(captured);
}
