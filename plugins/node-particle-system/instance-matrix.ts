/**
 * Write the world matrix of one mesh particle into `out` at `at` (16 floats, Babylon's layout): scale (sx, sy, sz),
 * then the rotation of yaw `ry`, pitch `rx`, roll `rz` (Babylon's RotationYawPitchRoll), then the translation.
 * The same result as Matrix.ComposeToRef with Quaternion.RotationYawPitchRoll, without touching any object.
 */
export function writeInstanceMatrix(out: Float32Array, at: number, sx: number, sy: number, sz: number, rx: number, ry: number, rz: number, tx: number, ty: number, tz: number): void {
  const sr = Math.sin(rz * 0.5), cr = Math.cos(rz * 0.5);
  const sp = Math.sin(rx * 0.5), cp = Math.cos(rx * 0.5);
  const sw = Math.sin(ry * 0.5), cw = Math.cos(ry * 0.5);
  const x = cw * sp * cr + sw * cp * sr;
  const y = sw * cp * cr - cw * sp * sr;
  const z = cw * cp * sr - sw * sp * cr;
  const w = cw * cp * cr + sw * sp * sr;
  const x2 = x + x, y2 = y + y, z2 = z + z;
  const xx = x * x2, xy = x * y2, xz = x * z2, yy = y * y2, yz = y * z2, zz = z * z2, wx = w * x2, wy = w * y2, wz = w * z2;
  out[at] = (1 - (yy + zz)) * sx;
  out[at + 1] = (xy + wz) * sx;
  out[at + 2] = (xz - wy) * sx;
  out[at + 3] = 0;
  out[at + 4] = (xy - wz) * sy;
  out[at + 5] = (1 - (xx + zz)) * sy;
  out[at + 6] = (yz + wx) * sy;
  out[at + 7] = 0;
  out[at + 8] = (xz + wy) * sz;
  out[at + 9] = (yz - wx) * sz;
  out[at + 10] = (1 - (xx + yy)) * sz;
  out[at + 11] = 0;
  out[at + 12] = tx;
  out[at + 13] = ty;
  out[at + 14] = tz;
  out[at + 15] = 1;
}
