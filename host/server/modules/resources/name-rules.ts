/** Name rules of spec 000 §5: names, import names, group names, unique info-point names. */

/** Longest name, in UTF-8 bytes. */
export const MAX_NAME_BYTES = 50;
/** Longest resource import name, in characters. */
export const MAX_IMPORT_NAME_CHARS = 50;

/** Why a name was refused (a message key suffix). */
export type NameProblem = 'empty' | 'tooLong' | 'specialChars' | 'duplicate';

/** Bytes of a string in UTF-8. */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** A scene/resource name: not empty (after trimming), at most 50 bytes. Returns the problem or undefined. */
export function checkName(name: string | null | undefined): NameProblem | undefined {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return 'empty';
  if (utf8Bytes(trimmed) > MAX_NAME_BYTES) return 'tooLong';
  return undefined;
}

/** Cuts an import name (a file name without its extension) to 50 characters (code points, never half a pair). */
export function importName(fileName: string): string {
  const base = fileName.replace(/\.[^./\\]*$/, '').trim() || fileName.trim();
  return Array.from(base).slice(0, MAX_IMPORT_NAME_CHARS).join('');
}

/** Characters refused in group names. */
const GROUP_SPECIAL = /[\\/:*?"<>|#%&{}$!'@+`=~^[\];,]/u;

/** A group name: not empty, at most 50 bytes, no special characters or '/', unique among `siblings`. */
export function checkGroupName(name: string | null | undefined, siblings: readonly string[] = []): NameProblem | undefined {
  const basic = checkName(name);
  if (basic) return basic;
  const trimmed = (name ?? '').trim();
  if (GROUP_SPECIAL.test(trimmed) || /\p{Cc}/u.test(trimmed)) return 'specialChars';
  if (siblings.some((s) => s.trim() === trimmed)) return 'duplicate';
  return undefined;
}

/** Makes `name` unique among `taken` by appending .1, .2 … (the first free suffix). */
export function uniqueName(name: string, taken: Iterable<string>): string {
  const set = new Set(taken);
  if (!set.has(name)) return name;
  for (let i = 1; ; i++) {
    const candidate = `${name}.${i}`;
    if (!set.has(candidate)) return candidate;
  }
}

/** Makes every name of a list unique (against `taken` and each other), in order. */
export function uniqueNames(names: readonly string[], taken: Iterable<string> = []): string[] {
  const set = new Set(taken);
  return names.map((n) => {
    const u = uniqueName(n, set);
    set.add(u);
    return u;
  });
}
