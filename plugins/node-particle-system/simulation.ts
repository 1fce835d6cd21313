import { copyParticle, createParticleBuffer, createRandom } from '../../sdk/index.js';
import type { SplinePolyline, ParticleBuffer, ParticleFrame, ParticlePicture, ParticleStageContribution, ParticleStageData, ParticleStageParams } from '../../sdk/index.js';
import { StageMovers } from './stage-movers.js';

/** What the simulation asks of its surroundings (pictures and meshes load in the engine). */
export interface SimulationEnvironment {
  picture(url: string): ParticlePicture | undefined;
  modelPositions(nodeId: string): Float32Array | undefined;
  splinePolylines?(nodeId: string): readonly SplinePolyline[] | undefined;
}

/** A stage with its kind's contribution. */
export interface BoundStage {
  readonly data: ParticleStageData;
  readonly contribution: ParticleStageContribution;
}

interface RunningStage extends BoundStage {
  readonly params: ParticleStageParams;
  readonly movers: StageMovers;
  readonly frame: ParticleFrame & { dt: number; time: number };
  carry: number;
}

const NO_ENVIRONMENT: SimulationEnvironment = { picture: () => undefined, modelPositions: () => undefined };

/**
 * The CPU simulation of one particle system: each fixed step removes the expired particles, runs the enabled
 * emitters and modifiers in strip order (their movers applied first, on simulation time), then moves the particles (speed += acceleration·dt, position += speed·dt).
 * Every random number comes from the system's seed, so the same seed and stages give the same particles.
 */
export class ParticleSimulation {
  readonly buffer: ParticleBuffer;
  /** Seconds simulated. */
  time = 0;
  /** Particles made since the start (the next particle's `index`). */
  spawned = 0;
  private readonly stages: RunningStage[];

  constructor(capacity: number, seed: number, stages: readonly BoundStage[], private readonly environment: SimulationEnvironment = NO_ENVIRONMENT) {
    this.buffer = createParticleBuffer(capacity);
    this.stages = stages.filter((s) => s.data.enabled !== false && (s.contribution.emit || s.contribution.modify)).map((s, i) => {
      const stageSeed = (Math.imul(seed | 0, 2654435761) ^ Math.imul(i + 1, 40503)) >>> 0;
      const frame = {
        dt: 0, time: 0, seed: stageSeed, random: createRandom(stageSeed),
        picture: (url: string) => this.environment.picture(url),
        modelPositions: (nodeId: string) => this.environment.modelPositions(nodeId),
        splinePolylines: (nodeId: string) => this.environment.splinePolylines?.(nodeId),
      };
      const movers = new StageMovers(s.data, s.contribution.descriptors);
      return { ...s, params: movers.params, movers, frame, carry: 0 };
    });
  }

  /** Advance by one step of `dt` seconds. */
  step(dt: number): void {
    this.removeExpired();
    for (const stage of this.stages) {
      stage.frame.dt = dt;
      stage.frame.time = this.time;
      if (stage.movers.moving) stage.movers.apply(this.time);
      if (stage.contribution.emit) this.emit(stage, dt);
      else stage.contribution.modify!(this.buffer, stage.params, stage.frame);
    }
    this.integrate(dt);
    this.time += dt;
  }

  private emit(stage: RunningStage, dt: number): void {
    const b = this.buffer;
    const wanted = stage.carry + Math.max(0, stage.params.number('rate')) * dt;
    const count = Math.floor(wanted);
    stage.carry = wanted - count;
    const start = b.count;
    const end = Math.min(b.capacity, start + count);
    if (end <= start) return;
    const life = Math.max(0.01, stage.params.number('life'));
    const size = stage.params.number('size');
    const f = b.fields;
    for (let i = start; i < end; i++) {
      b.age[i] = 0;
      b.life[i] = life;
      f.size[i] = size;
      f.alpha[i] = 1;
      f.index[i] = this.spawned++;
      for (let k = 0; k < 3; k++) {
        f.position[i * 3 + k] = 0;
        f.acceleration[i * 3 + k] = 0;
        f.rotation[i * 3 + k] = 0;
        f.scaling[i * 3 + k] = 1;
        f.color[i * 3 + k] = 1;
        f.direction[i * 3 + k] = k === 1 ? 1 : 0;
      }
      f.variable0[i] = f.variable1[i] = f.variable2[i] = f.variable3[i] = 0;
    }
    b.count = end;
    stage.contribution.emit!(b, stage.params, stage.frame, start, end);
    const speed = stage.params.number('speed');
    for (let i = start * 3; i < end * 3; i++) f.speed[i] = f.direction[i]! * speed;
  }

  private removeExpired(): void {
    const b = this.buffer;
    let i = 0;
    while (i < b.count) {
      if (b.age[i]! >= b.life[i]!) {
        b.count--;
        if (i !== b.count) copyParticle(b, b.count, i);
      } else i++;
    }
  }

  private integrate(dt: number): void {
    const b = this.buffer;
    const { position, speed, acceleration } = b.fields;
    const age = b.age;
    for (let i = 0, j = 0; i < b.count; i++, j += 3) {
      const sx = speed[j]! + acceleration[j]! * dt, sy = speed[j + 1]! + acceleration[j + 1]! * dt, sz = speed[j + 2]! + acceleration[j + 2]! * dt;
      speed[j] = sx;
      speed[j + 1] = sy;
      speed[j + 2] = sz;
      position[j]! += sx * dt;
      position[j + 1]! += sy * dt;
      position[j + 2]! += sz * dt;
      age[i]! += dt;
    }
  }
}
