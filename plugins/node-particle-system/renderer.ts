import type { Vector3Value, ParticleBuffer } from '../../sdk/index.js';

/** How many extra copies a Repeater draws, and how far apart. */
export interface RepeatSpec {
  readonly count: number;
  readonly offset: Vector3Value;
}

/** What draws a particle buffer into the scene. */
export interface ParticleRenderer {
  /** Draw the buffer as it is now; `seconds` is the simulation time (for the stage's movers). */
  update(buffer: ParticleBuffer, seconds: number): void;
  dispose(): void;
}
