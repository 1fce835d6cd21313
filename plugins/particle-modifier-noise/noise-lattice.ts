// The Noise modifier's value-noise lattice; it moved here from the SDK, the modifier being its only user.
import { createRandom } from '../../sdk/index.js';

/** The lattice repeats every this many cells along each axis. */
const PERIOD = 256;
/** Lattices kept for reuse (one per seed and channel count); the oldest is dropped beyond this. */
const CACHE_LIMIT = 64;

/**
 * A precomputed value-noise lattice: a seeded permutation (doubled, so lookups need no wrap) and `channels` values in
 * [-1, 1] per lattice hash. Sampling costs a few table reads and no allocation.
 */
export interface NoiseLattice {
  readonly channels: number;
  /** PERIOD·2 entries: a permutation of 0…PERIOD−1, twice. */
  readonly permutation: Uint8Array;
  /** PERIOD·channels values in [-1, 1]. */
  readonly values: Float32Array;
}

const cache = new Map<string, NoiseLattice>();

/** Build a lattice from a seed (the same seed gives the same lattice on every machine). */
export function createNoiseLattice(seed: number, channels = 1): NoiseLattice {
  const random = createRandom(seed);
  const permutation = new Uint8Array(PERIOD * 2);
  for (let i = 0; i < PERIOD; i++) permutation[i] = i;
  for (let i = PERIOD - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = permutation[i]!;
    permutation[i] = permutation[j]!;
    permutation[j] = t;
  }
  permutation.copyWithin(PERIOD, 0, PERIOD);
  const values = new Float32Array(PERIOD * channels);
  for (let i = 0; i < values.length; i++) values[i] = random() * 2 - 1;
  return { channels, permutation, values };
}

/** The lattice of a seed, built once and reused (stage functions are stateless; this keeps them from rebuilding it each step). */
export function noiseLattice(seed: number, channels = 1): NoiseLattice {
  const key = `${seed >>> 0}:${channels}`;
  let lattice = cache.get(key);
  if (!lattice) {
    lattice = createNoiseLattice(seed >>> 0, channels);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, lattice);
  }
  return lattice;
}

/**
 * Smooth 3D value noise at (x, y, z): writes `lattice.channels` values in [-1, 1] to `out` from `at`, each channel
 * an independent noise sharing the same interpolation weights.
 */
export function sampleNoise3(lattice: NoiseLattice, x: number, y: number, z: number, out: Float32Array, at: number): void {
  const fx = Math.floor(x), fy = Math.floor(y), fz = Math.floor(z);
  const xf = x - fx, yf = y - fy, zf = z - fz;
  const u = xf * xf * (3 - 2 * xf), v = yf * yf * (3 - 2 * yf), w = zf * zf * (3 - 2 * zf);
  const p = lattice.permutation, values = lattice.values, n = lattice.channels;
  const X = fx & 255, Y = fy & 255, Z = fz & 255;
  const A = p[X]! + Y, B = p[X + 1]! + Y;
  const AA = p[A]! + Z, AB = p[A + 1]! + Z, BA = p[B]! + Z, BB = p[B + 1]! + Z;
  const h000 = p[AA]! * n, h100 = p[BA]! * n, h010 = p[AB]! * n, h110 = p[BB]! * n;
  const h001 = p[AA + 1]! * n, h101 = p[BA + 1]! * n, h011 = p[AB + 1]! * n, h111 = p[BB + 1]! * n;
  for (let c = 0; c < n; c++) {
    const x00 = values[h000 + c]! + (values[h100 + c]! - values[h000 + c]!) * u;
    const x10 = values[h010 + c]! + (values[h110 + c]! - values[h010 + c]!) * u;
    const x01 = values[h001 + c]! + (values[h101 + c]! - values[h001 + c]!) * u;
    const x11 = values[h011 + c]! + (values[h111 + c]! - values[h011 + c]!) * u;
    const y0 = x00 + (x10 - x00) * v, y1 = x01 + (x11 - x01) * v;
    out[at + c] = y0 + (y1 - y0) * w;
  }
}
