/** The repository's root folder, wherever this module runs from (host/cli/src from source, host/cli/dist when bundled). */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT_PACKAGE_NAME = 'scene-platform';

function isRoot(folder: string): boolean {
  const manifest = join(folder, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === ROOT_PACKAGE_NAME;
  } catch {
    return false;
  }
}

/** Walks up from `from` (this module's folder by default) to the folder whose package.json is the platform's. */
export function projectRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (isRoot(folder)) return folder;
    if (dirname(folder) === folder) throw new Error(`the scene platform's folder was not found above ${from}`);
  }
}
