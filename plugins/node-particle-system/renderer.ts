import type { Vector3Value, ParticleBuffer } from '../../sdk/index.js';

/** How many extra copies a Repeater draws, and how far apart. */
export interface RepeatSpec {
  readonly count: number;
  readonly offset: Vector3Value;
}

/** What draws a particle buffer into the scene. */
export interface ParticleRenderer {
  /** Draw the buffer as it is now. */
  update(buffer: ParticleBuffer): void;
  dispose(): void;
}
