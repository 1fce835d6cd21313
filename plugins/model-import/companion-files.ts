import type { NamedBytes } from './model-files.js';

/** The file name a model refers to, without folders ('textures\\wood.png' → 'wood.png'), URI-decoded. */
export function referencedFileName(reference: string): string {
  let name = reference.trim();
  try {
    name = decodeURIComponent(name);
  } catch {
    // keep it as written
  }
  return name.split(/[\\/]/).pop() ?? name;
}

/**
 * The file among `files` that a model's reference names: same file name (folders ignored), exact case first, then
 * any case (models written on Windows often differ in case from the files).
 */
export function findCompanion(reference: string, files: readonly NamedBytes[]): NamedBytes | undefined {
  const name = referencedFileName(reference);
  const base = (f: NamedBytes) => f.name.split(/[\\/]/).pop() ?? f.name;
  return files.find((f) => base(f) === name) ?? files.find((f) => base(f).toLowerCase() === name.toLowerCase());
}
