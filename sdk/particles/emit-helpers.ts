import type { ParticleBuffer } from './particle-buffer.js';

/** A random unit vector (uniform on the sphere) written into `out`. */
export function randomUnit(random: () => number, out: number[]): number[] {
  const z = random() * 2 - 1;
  const a = random() * Math.PI * 2;
  const r = Math.sqrt(Math.max(0, 1 - z * z));
  out[0] = Math.cos(a) * r;
  out[1] = z;
  out[2] = Math.sin(a) * r;
  return out;
}

const scratch = [0, 0, 0];

/** Set particle `i`'s direction to (x, y, z) bent by a random amount up to `spread` (0 straight, 1 any way), unit length. */
export function aimParticle(buffer: ParticleBuffer, i: number, x: number, y: number, z: number, spread: number, random: () => number): void {
  const length = Math.hypot(x, y, z) || 1;
  let dx = x / length, dy = y / length, dz = z / length;
  if (spread > 0) {
    randomUnit(random, scratch);
    dx += scratch[0]! * spread * 2;
    dy += scratch[1]! * spread * 2;
    dz += scratch[2]! * spread * 2;
  }
  const n = Math.hypot(dx, dy, dz) || 1;
  const d = buffer.fields.direction;
  d[i * 3] = dx / n;
  d[i * 3 + 1] = dy / n;
  d[i * 3 + 2] = dz / n;
}
