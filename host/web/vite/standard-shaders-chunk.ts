import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';

const require = createRequire(import.meta.url);

/** Babylon.js's shader modules of the standard material (GLSL): the vertex and fragment shaders. */
const STANDARD_SHADERS = ['@babylonjs/core/Shaders/default.vertex.js', '@babylonjs/core/Shaders/default.fragment.js'];

/** The files a shader module imports from its own shader folders (its includes), followed to the end. */
function shaderModulesFrom(roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (found.has(file)) continue;
    found.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/^import\s[^'"]*["'](\.{1,2}\/[^'"]+)["']/gm)) {
      const imported = resolve(dirname(file), match[1]);
      // The includes only: the shader store and the rest of Babylon.js stay where the bundler puts them.
      if (/[\\/]Shaders[\\/]/.test(imported)) pending.push(imported);
    }
  }
  return found;
}

/**
 * Chunk groups (Rolldown's `codeSplitting.groups`) that put the standard material's shaders and every include they
 * use in one file. Left to itself, the bundler gives the includes about 50 files of their own, since other shaders
 * share different subsets of them: every page that draws a standard material then waits on 50 requests (a browser
 * opens 6 connections to an HTTP/1.1 server) and 50 separately compressed files (57.7 kB gzip against 40.5 kB in one).
 * Shaders that share some of the includes (PBR's) load this file with their own. A group takes its modules'
 * dependencies along, and every shader module imports Babylon's shader store, which the engine imports too: the store
 * gets a group (a file) of its own first, or the engine would load every standard shader with it.
 */
export function standardShadersChunks() {
  const modules = shaderModulesFrom(STANDARD_SHADERS.map((s) => require.resolve(s)));
  const store = require.resolve('@babylonjs/core/Engines/shaderStore.js');
  const idOf = (id: string) => id.split('?')[0];
  return [
    { name: 'shader-store', test: (id: string) => idOf(id) === store, priority: 2 },
    { name: 'standard-shaders', test: (id: string) => modules.has(idOf(id)), priority: 1 },
  ];
}
