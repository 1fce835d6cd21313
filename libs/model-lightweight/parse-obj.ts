import { Document, type Material } from '@gltf-transform/core';
import { LightweightError } from './lightweight-error.js';

/** Largest OBJ accepted, in triangles after fan triangulation. */
export const OBJ_MAX_TRIANGLES = 8_000_000;

interface Group { positions: number[]; normals: number[]; uvs: number[] }

/**
 * A document from a Wavefront OBJ text: positions, normals and texture coordinates, polygons fanned into triangles,
 * one primitive per `usemtl` name (materials named, without the .mtl's colours, which never travel with one file).
 */
export function documentFromObj(bytes: Uint8Array): Document {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const v: number[] = [];
  const vn: number[] = [];
  const vt: number[] = [];
  const groups = new Map<string, Group>();
  let current = group(groups, '');
  let triangles = 0;
  let lineNo = 0;
  for (const raw of text.split(/\r?\n/)) {
    lineNo++;
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const parts = line.split(/\s+/);
    switch (parts[0]) {
      case 'v': v.push(num(parts[1], lineNo), num(parts[2], lineNo), num(parts[3], lineNo)); break;
      case 'vn': vn.push(num(parts[1], lineNo), num(parts[2], lineNo), num(parts[3], lineNo)); break;
      case 'vt': vt.push(num(parts[1], lineNo), 1 - num(parts[2] ?? '0', lineNo)); break;
      case 'usemtl': current = group(groups, parts.slice(1).join(' ').slice(0, 100)); break;
      case 'f': {
        const corners = parts.slice(1).map((c) => corner(c, v.length / 3, vt.length / 2, vn.length / 3, lineNo));
        if (corners.length < 3) throw new LightweightError(`OBJ line ${lineNo}: a face needs at least three corners.`);
        for (let i = 1; i + 1 < corners.length; i++) {
          for (const c of [corners[0], corners[i], corners[i + 1]]) push(current, c, v, vt, vn);
          if (++triangles > OBJ_MAX_TRIANGLES) throw new LightweightError(`The OBJ file has more than ${OBJ_MAX_TRIANGLES} triangles.`);
        }
        break;
      }
      default: break; // o, g, s, mtllib, l, p: nothing a triangle mesh needs
    }
  }
  if (triangles === 0) throw new LightweightError('The OBJ file holds no face.');
  const doc = new Document();
  const buffer = doc.createBuffer();
  const mesh = doc.createMesh('OBJ');
  const materials = new Map<string, Material>();
  for (const [name, g] of groups) {
    if (g.positions.length === 0) continue;
    const primitive = doc.createPrimitive()
      .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(new Float32Array(g.positions)).setBuffer(buffer));
    if (g.normals.length === g.positions.length) primitive.setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(new Float32Array(g.normals)).setBuffer(buffer));
    if (g.uvs.length * 3 === g.positions.length * 2) primitive.setAttribute('TEXCOORD_0', doc.createAccessor().setType('VEC2').setArray(new Float32Array(g.uvs)).setBuffer(buffer));
    if (name) {
      if (!materials.has(name)) materials.set(name, doc.createMaterial(name));
      primitive.setMaterial(materials.get(name)!);
    }
    mesh.addPrimitive(primitive);
  }
  doc.createScene().addChild(doc.createNode('OBJ').setMesh(mesh));
  return doc;
}

function group(groups: Map<string, Group>, name: string): Group {
  let g = groups.get(name);
  if (!g) groups.set(name, (g = { positions: [], normals: [], uvs: [] }));
  return g;
}

function num(text: string | undefined, lineNo: number): number {
  const value = Number(text);
  if (text === undefined || !Number.isFinite(value)) throw new LightweightError(`OBJ line ${lineNo}: '${String(text).slice(0, 20)}' is not a number.`);
  return value;
}

type Corner = [number, number, number];

/** 'p', 'p/t', 'p//n', 'p/t/n' with 1-based or negative (relative) indices → 0-based, -1 when absent. */
function corner(text: string, nv: number, nt: number, nn: number, lineNo: number): Corner {
  const [p, t, n] = text.split('/');
  const index = (s: string | undefined, count: number, required: boolean): number => {
    if (s === undefined || s === '') {
      if (required) throw new LightweightError(`OBJ line ${lineNo}: a face corner has no vertex.`);
      return -1;
    }
    const i = Number(s);
    const resolved = i < 0 ? count + i : i - 1;
    if (!Number.isInteger(i) || i === 0 || resolved < 0 || resolved >= count) throw new LightweightError(`OBJ line ${lineNo}: index ${s.slice(0, 12)} is out of range.`);
    return resolved;
  };
  return [index(p, nv, true), index(t, nt, false), index(n, nn, false)];
}

function push(g: Group, [p, t, n]: Corner, v: number[], vt: number[], vn: number[]): void {
  g.positions.push(v[p * 3], v[p * 3 + 1], v[p * 3 + 2]);
  if (t >= 0) g.uvs.push(vt[t * 2], vt[t * 2 + 1]);
  if (n >= 0) g.normals.push(vn[n * 3], vn[n * 3 + 1], vn[n * 3 + 2]);
}
