/**
 * How many gated animation entries a saved scene content holds (spec 000: adding keyframes depends on the plan): the
 * keys of its keyframe animations plus the targets of its state animations. Reads the parsed content's top-level
 * `animations` section; anything malformed counts 0.
 */
export function gatedAnimationCount(content: unknown): number {
  if (typeof content !== 'object' || content === null) return 0;
  const section = (content as { animations?: unknown }).animations;
  if (!Array.isArray(section)) return 0;
  let count = 0;
  for (const item of section as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const entity = item as { kind?: unknown; tracks?: unknown; targets?: unknown };
    if (entity.kind === 'keyframe' && Array.isArray(entity.tracks)) {
      for (const track of entity.tracks as unknown[]) {
        const keys = typeof track === 'object' && track !== null ? (track as { keys?: unknown }).keys : undefined;
        if (Array.isArray(keys)) count += keys.length;
      }
    } else if (entity.kind === 'state' && Array.isArray(entity.targets)) count += entity.targets.length;
  }
  return count;
}
