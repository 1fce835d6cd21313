// The static import graph of a built chunk (Vite/Rollup output): which files load before a chunk can run, and their sizes.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One file of a chunk graph. */
export interface ChunkFile {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** Static `import … from "./x.js"` / `import "./x.js"` specifiers of a built module (dynamic imports are not followed). */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) out.push(m[1]);
  return out;
}

/** Every file the given chunks statically need, themselves included (paths relative to `root`). */
export function chunkGraph(root: string, entries: readonly string[]): ChunkFile[] {
  const seen = new Map<string, ChunkFile>();
  const visit = (path: string) => {
    const rel = relative(root, path);
    if (seen.has(rel)) return;
    const code = readFileSync(path);
    seen.set(rel, { file: rel, bytes: code.length, gzipBytes: gzipSync(code).length });
    for (const spec of staticImports(code.toString('utf8'))) visit(join(dirname(path), spec));
  };
  for (const entry of entries) visit(join(root, entry));
  return [...seen.values()];
}
