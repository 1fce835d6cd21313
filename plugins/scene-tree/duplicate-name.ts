const NUMBERED = /^(.*) \((\d+)\)$/;

/**
 * The name of a duplicate: the original's name without a ' (n)' suffix, then ' (n)' with the lowest n ≥ 1 that no name
 * in `taken` has yet ('Box' → 'Box (1)', then 'Box (2)'; duplicating 'Box (1)' also gives the next free 'Box (n)').
 */
export function duplicateName(name: string, taken: ReadonlySet<string>): string {
  const base = NUMBERED.exec(name)?.[1] ?? name;
  for (let n = 1; ; n++) {
    const candidate = `${base} (${n})`;
    if (!taken.has(candidate)) return candidate;
  }
}
