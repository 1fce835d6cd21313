import { describe, expect, it } from 'vitest';
import { Document, WebIO } from '@gltf-transform/core';
import { glbJson, gltfMinY, modelMinY, objMinY } from './model-bounds.js';

/** A GLB of one box from -1 to 1 placed by a parent node (translation and scale) and a rotated child. */
async function boxGlb(transform: (doc: Document, child: ReturnType<Document['createNode']>) => void): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const corners = [-1, 1].flatMap((x) => [-1, 1].flatMap((y) => [-1, 1].flatMap((z) => [x, y, z])));
  const position = doc.createAccessor().setType('VEC3').setArray(new Float32Array(corners)).setBuffer(buffer);
  const mesh = doc.createMesh('box').addPrimitive(doc.createPrimitive().setAttribute('POSITION', position));
  const child = doc.createNode('box').setMesh(mesh);
  transform(doc, child);
  return new WebIO().writeBinary(doc);
}

describe('model bounds', () => {
  it('reads the lowest point of a GLB through its node transforms', async () => {
    const plain = await boxGlb((doc, child) => doc.createScene().addChild(child));
    expect(modelMinY('abc.glb', plain)).toBeCloseTo(-1, 6);
    const placed = await boxGlb((doc, child) => {
      const parent = doc.createNode('parent').setTranslation([0, 3, 0]).setScale([2, 2, 2]).addChild(child);
      doc.createScene().addChild(parent);
    });
    expect(modelMinY('abc.glb', placed)).toBeCloseTo(1, 6); // 3 - 2 × 1
    // Turned 45° about X, the cube's lowest corner sits √2 below its centre.
    const turned = await boxGlb((doc, child) => {
      child.setRotation([Math.sin(Math.PI / 8), 0, 0, Math.cos(Math.PI / 8)]);
      doc.createScene().addChild(child);
    });
    expect(modelMinY('abc.glb', turned)).toBeCloseTo(-Math.SQRT2, 5);
  });

  it('scales normalized integer positions and uses the default scene', () => {
    expect(gltfMinY({
      scene: 1,
      scenes: [{ nodes: [] }, { nodes: [0] }],
      nodes: [{ mesh: 0, matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 5, 0, 1] }],
      meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
      accessors: [{ min: [0, -32767, 0], max: [10, 32767, 10], normalized: true, componentType: 5122 }],
    })).toBeCloseTo(4, 6);
  });

  it('knows nothing when a position accessor has no min/max, or the bytes are not a GLB', () => {
    expect(gltfMinY({ nodes: [{ mesh: 0 }], meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }], accessors: [{}] })).toBeUndefined();
    expect(glbJson(new TextEncoder().encode('not a glb at all, really'))).toBeUndefined();
    expect(modelMinY('a.stl', new Uint8Array(100))).toBeUndefined();
  });

  it('reads the lowest vertex of an OBJ', () => {
    const obj = new TextEncoder().encode('# box\nv 0 2 0\nv 1 -0.5 0\nvn 0 -9 0\nvt 0 -7\nv 0 0 1\nf 1 2 3\n');
    expect(objMinY(obj)).toBe(-0.5);
    expect(modelMinY('x.OBJ', obj)).toBe(-0.5);
    expect(objMinY(new TextEncoder().encode('o empty\n'))).toBeUndefined();
  });
});
