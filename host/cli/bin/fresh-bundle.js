// Whether the bundle that `npm ci` made (../scripts/bundle.mjs) may run: it must be newer than every one of the
// project's files that went into it (and than package-lock.json), so an edited checkout never runs stale code.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The bundle's entry as a file URL, or undefined when it is missing, unreadable or older than one of its inputs. */
export function freshBundle(bundleFolder, root) {
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(join(bundleFolder, 'bundle-inputs.json'), 'utf8'));
    if (typeof builtAt !== 'number' || !Array.isArray(inputs)) return undefined;
    for (const input of inputs) if (statSync(join(root, String(input))).mtimeMs > builtAt) return undefined;
    return pathToFileURL(join(bundleFolder, 'scene-designer.mjs')).href;
  } catch {
    return undefined;
  }
}
