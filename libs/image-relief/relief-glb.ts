// The image-to-relief model as GLB: one mesh, the image itself (its original PNG or JPEG bytes) as the base colour.
import { Document, Logger, WebIO } from '@gltf-transform/core';
import { decodeImage, imageFormatOf } from './decode-image.js';
import { ReliefError } from './relief-error.js';
import { reliefMesh, type ReliefOptions } from './relief-mesh.js';
import { subjectMask, type MaskMethod } from './subject-mask.js';

/** What the relief is made of. */
export interface ReliefStats {
  readonly width: number;
  readonly height: number;
  readonly mask: MaskMethod;
  /** Share of the image that is the subject. */
  readonly subjectShare: number;
  readonly triangles: number;
  readonly vertices: number;
}

/** Makes the relief model of one image (PNG or JPEG): background removed, silhouette extruded, image as texture. */
export async function imageReliefGlb(image: Uint8Array, options: ReliefOptions & { name?: string } = {}): Promise<{ glb: Uint8Array; stats: ReliefStats }> {
  const format = imageFormatOf(image);
  if (!format) throw new ReliefError('The image is neither PNG nor JPEG.');
  const pixels = decodeImage(image);
  const mask = subjectMask(pixels);
  const mesh = reliefMesh(pixels, mask, options);

  const doc = new Document();
  doc.setLogger(new Logger(Logger.Verbosity.WARN));
  const buffer = doc.createBuffer();
  const texture = doc.createTexture('image').setImage(image).setMimeType(format === 'png' ? 'image/png' : 'image/jpeg');
  const material = doc.createMaterial('relief').setBaseColorTexture(texture).setMetallicFactor(0).setRoughnessFactor(0.8);
  const attribute = (type: 'VEC3' | 'VEC2', array: Float32Array) => doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const primitive = doc.createPrimitive()
    .setAttribute('POSITION', attribute('VEC3', mesh.positions))
    .setAttribute('NORMAL', attribute('VEC3', mesh.normals))
    .setAttribute('TEXCOORD_0', attribute('VEC2', mesh.uvs))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(mesh.positions.length / 3 > 65535 ? mesh.indices : Uint16Array.from(mesh.indices)).setBuffer(buffer))
    .setMaterial(material);
  const name = (options.name ?? 'relief').slice(0, 100);
  const node = doc.createNode(name).setMesh(doc.createMesh(name).addPrimitive(primitive));
  doc.createScene('scene').addChild(node);
  doc.getRoot().getAsset().generator = 'scene-platform image relief (offline, not AI)';
  const glb = await new WebIO().writeBinary(doc);
  return {
    glb,
    stats: {
      width: pixels.width, height: pixels.height, mask: mask.method, subjectShare: mask.count / (pixels.width * pixels.height),
      triangles: mesh.indices.length / 3, vertices: mesh.positions.length / 3,
    },
  };
}
