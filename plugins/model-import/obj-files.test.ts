import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../libs/mesh-format/index.js';
import { formatMtlTexture, objAssets, parseMtlTexture } from './obj-files.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (b: Uint8Array) => new TextDecoder().decode(b);
const QUAD = 'mtllib quad.mtl\nv 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nvt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\nusemtl red\nf 1/1 2/2 3/3 4/4\n';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

describe('MTL texture statements', () => {
  it('read the file after the options, keeping names with spaces', () => {
    expect(parseMtlTexture('map_Kd wood.png')).toEqual({ key: 'map_kd', options: [], file: 'wood.png' });
    expect(parseMtlTexture('map_Kd -s 2 2 1 -o 0.5 0.5 textures\\old wood.png')).toEqual({ key: 'map_kd', options: ['-s', '2', '2', '1', '-o', '0.5', '0.5'], file: 'textures\\old wood.png' });
    expect(parseMtlTexture('bump -bm 0.3 -clamp on n.png')).toEqual({ key: 'bump', options: ['-bm', '0.3', '-clamp', 'on'], file: 'n.png' });
    expect(parseMtlTexture('Kd 1 0 0')).toBeUndefined();
    expect(parseMtlTexture('map_Kd')).toBeUndefined();
  });

  it('are written the way Babylon reads them', () => {
    expect(formatMtlTexture(parseMtlTexture('map_Kd -s 2 2 1 a.png')!, 'h.png')).toBe('map_kd h.png');
    expect(formatMtlTexture(parseMtlTexture('bump -bm 0.3 n.png')!, 'h.png')).toBe('map_bump -bm 0.3 h.png');
  });
});

describe('OBJ assets', () => {
  it('store the OBJ, its .mtl and its textures under content-hash names that name each other', async () => {
    const mtl = bytes('newmtl red\nKd 1 0 0\nmap_Kd tex/Checker.PNG\n');
    const result = await objAssets({ name: 'quad.obj', bytes: bytes(QUAD) }, [{ name: 'quad.mtl', bytes: mtl }, { name: 'checker.png', bytes: PNG }]);
    expect(result.missing).toEqual([]);
    const [model, library, texture] = result.assets;
    expect(result.model).toBe(model);
    expect(model.name).toBe(`${await sha256Hex(model.bytes)}.obj`);
    expect(library.name).toBe(`${await sha256Hex(library.bytes)}.mtl`);
    expect(texture).toEqual({ name: `${await sha256Hex(PNG)}.png`, bytes: PNG });
    expect(text(model.bytes)).toBe(QUAD.replace('mtllib quad.mtl', `mtllib ${library.name}`));
    expect(text(library.bytes)).toContain(`map_kd ${texture.name}`);
    expect(text(library.bytes)).toContain('Kd 1 0 0');
  });

  it('give the same names to the same bytes, so a second import uploads nothing new', async () => {
    const files = [{ name: 'quad.mtl', bytes: bytes('newmtl red\nmap_Kd c.png\n') }, { name: 'c.png', bytes: PNG }];
    const a = await objAssets({ name: 'quad.obj', bytes: bytes(QUAD) }, files);
    const b = await objAssets({ name: 'copy.obj', bytes: bytes(QUAD) }, files);
    expect(b.assets.map((x) => x.name)).toEqual(a.assets.map((x) => x.name));
  });

  it('merge several material libraries into one and leave out what is missing', async () => {
    const obj = bytes('mtllib a.mtl b.mtl gone.mtl\nv 0 0 0\nmtllib a.mtl\n');
    const result = await objAssets({ name: 'm.obj', bytes: obj }, [
      { name: 'a.mtl', bytes: bytes('newmtl a\nmap_Kd missing.jpg\nKd 0 1 0\n') },
      { name: 'b.mtl', bytes: bytes('newmtl b\nKd 0 0 1\n') },
    ]);
    expect(result.missing).toEqual(['missing.jpg', 'gone.mtl']);
    expect(result.assets).toHaveLength(2);
    const library = text(result.assets[1].bytes);
    expect(library).toContain('newmtl a');
    expect(library).toContain('newmtl b');
    expect(library).not.toContain('missing.jpg');
    const stored = text(result.model.bytes);
    expect(stored.match(/mtllib/g)).toHaveLength(1);
    expect(stored).toContain(`mtllib ${result.assets[1].name}`);
  });

  it('keep an OBJ without materials as it is, and drop a library that is not there', async () => {
    const plain = bytes('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n');
    const result = await objAssets({ name: 'p.obj', bytes: plain }, []);
    expect(result.assets).toHaveLength(1);
    expect(result.model.bytes).toBe(plain);
    const lost = await objAssets({ name: 'q.obj', bytes: bytes(QUAD) }, []);
    expect(lost.missing).toEqual(['quad.mtl']);
    expect(text(lost.model.bytes)).not.toContain('mtllib');
  });
});
