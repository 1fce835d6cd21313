import { describe, expect, it } from 'vitest';
import { rewriteOutsideUrl } from './no-cdn.js';

describe('rewriteOutsideUrl', () => {
  it('maps outside hosts to the file we serve under /decoders and keeps our own URLs', () => {
    expect(rewriteOutsideUrl('https://cdn.babylonjs.com/draco_decoder_gltf.wasm', 'http://127.0.0.1:5190')).toBe('/decoders/draco/draco_decoder_gltf.wasm');
    expect(rewriteOutsideUrl('//cdn.example.com/x/meshopt_decoder.js?v=2', 'http://127.0.0.1:5190')).toBe('/decoders/meshopt/meshopt_decoder.js');
    expect(rewriteOutsideUrl('https://cdn.babylonjs.com/unknown.js', 'http://127.0.0.1:5190')).toBe('/decoders/unknown.js');
    expect(rewriteOutsideUrl('http://127.0.0.1:5190/decoders/a.js', 'http://127.0.0.1:5190')).toBe('http://127.0.0.1:5190/decoders/a.js');
    expect(rewriteOutsideUrl('/decoders/a.js', 'http://127.0.0.1:5190')).toBe('/decoders/a.js');
  });
});
