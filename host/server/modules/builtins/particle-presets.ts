/** Built-in particle system presets: the props of a ParticleSystem node (stages as the stage plugins read them). */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const stage = (id: string, kind: string, params: Record<string, Json> = {}, extra: Record<string, Json> = {}): Json => ({ id, kind, enabled: true, params, ...extra });
const rgb = (r: number, g: number, b: number) => ({ r, g, b });
const xyz = (x: number, y: number, z: number) => ({ x, y, z });

/** A preset: its name (stable id), the colour of its preview dots, and the node props. */
export interface ParticlePreset {
  readonly name: string;
  readonly color: readonly [number, number, number];
  readonly props: Readonly<Record<string, Json>>;
}

export const PARTICLE_PRESETS: readonly ParticlePreset[] = [
  {
    name: 'fire', color: [255, 140, 30],
    props: {
      maxParticleCount: 3000, randomSeed: 1,
      stages: [
        stage('emit', 'CircleEmitter', { rate: 400, life: 1.2, speed: 1.2, size: 0.35, radius: 0.3, edgeOnly: false, spread: 0.15 }),
        stage('color', 'ColorModifier', { target: 'color', startColor: rgb(1, 0.85, 0.3), endColor: rgb(0.8, 0.1, 0) }),
        stage('fade', 'RimModifier', { target: 'alpha', value: 1, fadeIn: 0.1, fadeOut: 0.5 }),
        stage('size', 'RemapModifier', { target: 'size', source: 'life', inMin: 0, inMax: 1, outMin: 0.4, outMax: 0.05 }),
        stage('flicker', 'NoiseModifier', { target: 'speed', strength: 1.5, frequency: 1.5, drift: 1 }),
        stage('draw', 'SpriteRenderer', { scale: 1, blend: 'add' }),
      ],
    },
  },
  {
    name: 'smoke', color: [150, 150, 150],
    props: {
      maxParticleCount: 1000, randomSeed: 2,
      stages: [
        stage('emit', 'CircleEmitter', { rate: 60, life: 4, speed: 0.6, size: 0.6, radius: 0.3, edgeOnly: false, spread: 0.2 }),
        stage('color', 'ColorModifier', { target: 'color', startColor: rgb(0.55, 0.55, 0.55), endColor: rgb(0.25, 0.25, 0.25) }),
        stage('fade', 'RimModifier', { target: 'alpha', value: 0.5, fadeIn: 0.2, fadeOut: 0.5 }),
        stage('grow', 'RemapModifier', { target: 'size', source: 'life', inMin: 0, inMax: 1, outMin: 0.3, outMax: 1.6 }),
        stage('drift', 'NoiseModifier', { target: 'speed', strength: 0.6, frequency: 0.8, drift: 0.3 }),
        stage('draw', 'SpriteRenderer', { scale: 1, blend: 'alpha' }),
      ],
    },
  },
  {
    name: 'sparks', color: [255, 220, 120],
    props: {
      maxParticleCount: 2000, randomSeed: 3,
      stages: [
        stage('emit', 'SourceEmitter', { rate: 300, life: 1, speed: 5, size: 0.05, direction: xyz(0, 1, 0), spread: 0.5 }),
        stage('gravity', 'ValueModifier', { target: 'acceleration', mode: 'set', value: xyz(0, -9.81, 0) }),
        stage('color', 'ColorModifier', { target: 'color', startColor: rgb(1, 1, 0.6), endColor: rgb(1, 0.35, 0) }),
        stage('draw', 'SpriteRenderer', { scale: 1, blend: 'add' }),
      ],
    },
  },
  {
    name: 'rain', color: [120, 160, 255],
    props: {
      position: xyz(0, 8, 0), maxParticleCount: 4000, randomSeed: 4,
      stages: [
        stage('emit', 'PlaneEmitter', { rate: 1500, life: 1.2, speed: -8, size: 0.04, width: 10, depth: 10, spread: 0 }),
        stage('color', 'ColorModifier', { target: 'color', startColor: rgb(0.6, 0.7, 1), endColor: rgb(0.6, 0.7, 1) }),
        stage('stretch', 'ValueModifier', { target: 'scaling', mode: 'set', value: xyz(1, 1, 1) }),
        stage('draw', 'SpriteRenderer', { scale: 1, blend: 'alpha' }),
      ],
    },
  },
  {
    name: 'snow', color: [240, 240, 255],
    props: {
      position: xyz(0, 6, 0), maxParticleCount: 3000, randomSeed: 5,
      stages: [
        stage('emit', 'PlaneEmitter', { rate: 300, life: 8, speed: -0.8, size: 0.08, width: 10, depth: 10, spread: 0 }),
        stage('drift', 'NoiseModifier', { target: 'speed', strength: 0.5, frequency: 0.5, drift: 0.2 }),
        stage('color', 'ColorModifier', { target: 'color', startColor: rgb(1, 1, 1), endColor: rgb(0.9, 0.95, 1) }),
        stage('draw', 'SpriteRenderer', { scale: 1, blend: 'alpha' }),
      ],
    },
  },
];
