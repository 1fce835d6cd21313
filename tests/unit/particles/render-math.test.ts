// The renderers' per-particle math: mesh instance matrices match Babylon's, sprite frames come from the sheet.
import { describe, expect, it } from 'vitest';
import { Matrix, Quaternion, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { writeInstanceMatrix } from '../../../plugins/node-particle-system/instance-matrix.js';
import { frameCorner, frameField, readSheet, readUvSource } from '../../../plugins/node-particle-system/sprite-frames.js';
import { spriteLayout } from '../../../plugins/node-particle-system/sprite-layout.js';

describe('mesh particle matrices', () => {
  it('equal Matrix.Compose of the scale, yaw-pitch-roll and position', () => {
    const out = new Float32Array(32);
    writeInstanceMatrix(out, 16, 1, 2, 3, 0.3, -1.2, 2.5, 4, 5, 6);
    const expected = Matrix.Compose(new Vector3(1, 2, 3), Quaternion.RotationYawPitchRoll(-1.2, 0.3, 2.5), new Vector3(4, 5, 6));
    Array.from(expected.m).forEach((v, k) => expect(out[16 + k]).toBeCloseTo(v, 5));
    expect(Array.from(out.subarray(0, 16))).toEqual(new Array(16).fill(0));
  });
});

describe('sprite frames (uvSource)', () => {
  it('reads the source: quad by default, a variable field otherwise', () => {
    expect(readUvSource(undefined)).toBe('quad');
    expect(readUvSource('position')).toBe('quad');
    expect(readUvSource('variable2')).toBe('variable2');
    expect(frameField('quad')).toBeUndefined();
    expect(frameField('variable1')).toBe('variable1');
  });

  it('picks frames row by row from the top left, wrapping and clamping the sheet', () => {
    const sheet = readSheet(4, 2);
    const out = new Float32Array(2);
    const corner = (value: number) => (frameCorner(sheet, value, out, 0), Array.from(out));
    expect(corner(0)).toEqual([0, 0.5]);
    expect(corner(1.9)).toEqual([0.25, 0.5]);
    expect(corner(5)).toEqual([0.25, 0]);
    expect(corner(8)).toEqual([0, 0.5]);
    expect(corner(-1)).toEqual([0.75, 0]);
    expect(corner(Number.NaN)).toEqual([0, 0.5]);
    expect(readSheet(0, 1000)).toEqual({ columns: 1, rows: 64 });
  });
});

describe('sprite layout', () => {
  it('expands quads on software rasterizers and devices without instancing, instances them otherwise', () => {
    expect(spriteLayout('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)', true)).toBe('expanded');
    expect(spriteLayout('llvmpipe (LLVM 15.0.6, 256 bits)', true)).toBe('expanded');
    expect(spriteLayout('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)', true)).toBe('instanced');
    expect(spriteLayout('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)', false)).toBe('expanded');
  });
});
