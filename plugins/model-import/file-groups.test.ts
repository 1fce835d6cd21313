import { describe, expect, it } from 'vitest';
import { groupModelFiles } from './file-groups.js';

const file = (name: string, text = '') => ({ name, bytes: new TextEncoder().encode(text) });

describe('grouping dropped files', () => {
  it('gives each model the files it names and reports the rest', () => {
    const obj = file('house.obj', 'mtllib house.mtl\nv 0 0 0\n');
    const mtl = file('House.MTL', 'newmtl wall\nmap_Kd bricks.jpg\nmap_Bump -bm 2 bump.png\n');
    const bricks = file('bricks.jpg');
    const gltf = file('tree.gltf', JSON.stringify({ buffers: [{ uri: 'tree.bin' }], images: [{ uri: 'leaf%20a.png' }, { uri: 'data:image/png;base64,AA==' }] }));
    const bin = file('tree.bin');
    const leaf = file('leaf a.png');
    const glb = file('rock.glb');
    const notes = file('readme.txt');
    const { groups, unused } = groupModelFiles([obj, mtl, bricks, gltf, bin, leaf, glb, notes]);
    expect(groups.map((g) => g.main.name)).toEqual(['house.obj', 'tree.gltf', 'rock.glb']);
    expect(groups[0].companions).toEqual([mtl, bricks]);
    expect(groups[0].missing).toEqual(['bump.png']);
    expect(groups[1].companions).toEqual([bin, leaf]);
    expect(groups[1].missing).toEqual([]);
    expect(groups[2].companions).toEqual([]);
    expect(unused).toEqual([notes]);
  });

  it('lets two models share a texture, and finds no model among plain images', () => {
    const png = file('shared.png');
    const a = file('a.mtl', 'newmtl a\nmap_Kd shared.png\n');
    const groups = groupModelFiles([file('x.obj', 'mtllib a.mtl\n'), file('y.obj', 'mtllib a.mtl\n'), a, png]);
    expect(groups.groups.map((g) => g.companions)).toEqual([[a, png], [a, png]]);
    expect(groups.unused).toEqual([]);
    expect(groupModelFiles([png]).groups).toEqual([]);
  });
});
