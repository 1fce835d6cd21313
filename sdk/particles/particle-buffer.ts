/** The per-particle fields a stage reads and writes, and how many floats each holds (spec 001 §3). */
export const PARTICLE_FIELDS = {
  position: 3, speed: 3, acceleration: 3, size: 1, scaling: 3, rotation: 3, direction: 3, color: 3, alpha: 1, index: 1,
  variable0: 1, variable1: 1, variable2: 1, variable3: 1,
} as const;

/** A field of the particle buffer (a modifier's target). */
export type ParticleField = keyof typeof PARTICLE_FIELDS;

/** Every field name, in table order. */
export const PARTICLE_FIELD_NAMES = Object.keys(PARTICLE_FIELDS) as ParticleField[];

/**
 * The particles of one system as typed arrays (structure of arrays): field `f` of particle `i` starts at
 * `i * PARTICLE_FIELDS[f]`. Only the first `count` particles are alive; the simulation keeps them packed.
 */
export interface ParticleBuffer {
  /** How many particles fit (the system's maxParticleCount). */
  readonly capacity: number;
  /** Live particles, packed at the front. */
  count: number;
  /** Field arrays by name. */
  readonly fields: { readonly [F in ParticleField]: Float32Array };
  /** Seconds each particle has lived. */
  readonly age: Float32Array;
  /** Seconds each particle lives in all. */
  readonly life: Float32Array;
}

/** A zeroed buffer for `capacity` particles. */
export function createParticleBuffer(capacity: number): ParticleBuffer {
  const fields = {} as Record<ParticleField, Float32Array>;
  for (const name of PARTICLE_FIELD_NAMES) fields[name] = new Float32Array(capacity * PARTICLE_FIELDS[name]);
  return { capacity, count: 0, fields, age: new Float32Array(capacity), life: new Float32Array(capacity) };
}

/** Copy particle `from` over particle `to` (the simulation packs the live ones after deaths). */
export function copyParticle(buffer: ParticleBuffer, from: number, to: number): void {
  for (const name of PARTICLE_FIELD_NAMES) {
    const w = PARTICLE_FIELDS[name];
    const a = buffer.fields[name];
    for (let k = 0; k < w; k++) a[to * w + k] = a[from * w + k]!;
  }
  buffer.age[to] = buffer.age[from]!;
  buffer.life[to] = buffer.life[from]!;
}

/** Write x, y, z into a field of particle `i` (a one-float field takes x). */
export function writeField(buffer: ParticleBuffer, field: ParticleField, i: number, x: number, y: number, z: number): void {
  const a = buffer.fields[field];
  if (PARTICLE_FIELDS[field] === 1) a[i] = x;
  else {
    a[i * 3] = x;
    a[i * 3 + 1] = y;
    a[i * 3 + 2] = z;
  }
}

/** Component `k` (0–2) of a field of particle `i` (a one-float field gives its value for every k). */
export function readField(buffer: ParticleBuffer, field: ParticleField, i: number, k: number): number {
  return PARTICLE_FIELDS[field] === 1 ? buffer.fields[field][i]! : buffer.fields[field][i * 3 + k]!;
}
