import { PARTICLE_LIMITS, stageDefaults } from '../../sdk/index.js';
import type { JsonValue, ParticleStageContribution, ParticleStageData } from '../../sdk/index.js';

/** A strip operation's outcome: the new stages, or the key of the refusal message. */
export type StageListResult = { readonly stages: ParticleStageData[] } | { readonly error: string };

/** A new stage of a kind with its default params, enabled. */
export function newStage(kind: ParticleStageContribution, id: string): ParticleStageData {
  return { id, kind: kind.id, enabled: true, params: stageDefaults(kind.descriptors) };
}

/** Insert a stage at `index` (the end when undefined). */
export function insertStage(stages: readonly ParticleStageData[], stage: ParticleStageData, index = stages.length): StageListResult {
  if (stages.length >= PARTICLE_LIMITS.stages) return { error: 'particleStages.tooMany' };
  const at = Math.max(0, Math.min(stages.length, index));
  return { stages: [...stages.slice(0, at), stage, ...stages.slice(at)] };
}

/** Move a stage by `delta` places; a move past either end is ignored (the same list back). */
export function moveStage(stages: readonly ParticleStageData[], index: number, delta: number): ParticleStageData[] {
  const to = index + delta;
  if (index < 0 || index >= stages.length || to < 0 || to >= stages.length) return [...stages];
  const next = [...stages];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Replace fields of the stage at `index`. */
export function patchStage(stages: readonly ParticleStageData[], index: number, patch: Partial<ParticleStageData>): ParticleStageData[] {
  return stages.map((s, i) => (i === index ? { ...s, ...patch } : s));
}

/** Set one param of the stage at `index`. */
export function setStageParam(stages: readonly ParticleStageData[], index: number, name: string, value: JsonValue): ParticleStageData[] {
  return stages.map((s, i) => (i === index ? { ...s, params: { ...(s.params ?? {}), [name]: value } } : s));
}

/** Remove the stage at `index`. */
export function removeStage(stages: readonly ParticleStageData[], index: number): ParticleStageData[] {
  return stages.filter((_, i) => i !== index);
}
