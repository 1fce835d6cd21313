import type { JsonObject } from '../../sdk/index.js';

/**
 * What a new particle system starts with, so that adding one shows particles at once (issue 26 item 18): a small
 * fountain above the ground. A Box emitter (a flat box, particles shot upwards at 4 m/s, a little spread), the Value
 * modifier's default gravity, and a Sprite renderer. Standing 1.5 m up, the particles rise to about 2.3 m and come
 * down towards the ground as their 1 s of life ends; a system at the origin would start half of them under the ground
 * and inside the templates' box. Stage kinds are the built-in stage plugins' ids; their other params take defaults.
 */
export function starterParticleProps(): JsonObject {
  return {
    position: { x: 0, y: 1.5, z: 0 },
    stages: [
      { id: 'emit', kind: 'BoxEmitter', enabled: true, params: { rate: 200, life: 1, speed: 4, size: 0.12, boxSize: { x: 0.4, y: 0.1, z: 0.4 }, spread: 0.15 } },
      { id: 'gravity', kind: 'ValueModifier', enabled: true, params: { target: 'acceleration', mode: 'set', value: { x: 0, y: -9.81, z: 0 } } },
      { id: 'draw', kind: 'SpriteRenderer', enabled: true, params: {} },
    ],
  };
}
