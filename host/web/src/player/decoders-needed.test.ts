import { describe, expect, it } from 'vitest';
import { contentNeedsDecoders } from './decoders-needed.js';

describe('which scenes need the decoders before their first frame', () => {
  it('a glTF model or a KTX2 or Basis texture does; built geometry, OBJ, STL and plain images do not', () => {
    expect(contentNeedsDecoders(JSON.stringify({ nodes: { m: { props: { asset: 'chair.GLB' } } } }))).toBe(true);
    expect(contentNeedsDecoders('{"asset":"a/scene.gltf"}')).toBe(true);
    expect(contentNeedsDecoders('{"url":"/files/wood.ktx2"}')).toBe(true);
    expect(contentNeedsDecoders('{"url":"/files/wood.basis"}')).toBe(true);
    expect(contentNeedsDecoders('{"asset":"box.kmb","url":"/files/wood.png","model":"a.obj","b":"c.stl"}')).toBe(false);
    expect(contentNeedsDecoders('{"name":"my.gltfish thing"}')).toBe(false);
  });
});
