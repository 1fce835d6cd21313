// Regenerates host/web/public/wasm/meshopt_decoder.wasm from the installed @babylonjs/core
// (run: node --import tsx host/web/scripts/copy-meshopt-wasm.ts).
import { copyFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractMeshoptWasm, meshoptDecoderPath } from './meshopt-wasm.js';

const target = join(dirname(fileURLToPath(import.meta.url)), '../public/wasm');
const bytes = extractMeshoptWasm();
writeFileSync(join(target, 'meshopt_decoder.wasm'), bytes);
copyFileSync(join(dirname(meshoptDecoderPath()), 'meshopt.license'), join(target, 'meshopt.license'));
console.log(`Wrote ${bytes.length} bytes to ${join(target, 'meshopt_decoder.wasm')}`);
