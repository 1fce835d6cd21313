// Which source modules the gzip bytes of some built files come from, by their source maps (a build with
// `--sourcemap`). Each file's generated text is split by the source its mappings point to; each source's share of the
// file's gzip size is its own text's gzip size, scaled so the shares add up to the file's gzip size.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i] as const));

/** The numbers of one mapping segment (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = DIGIT.get(c)!;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

interface SourceMap {
  readonly sources: readonly string[];
  readonly mappings: string;
}

/** The generated text of `code` per source (`(unmapped)` for text no mapping covers). */
export function textPerSource(code: string, map: SourceMap): Map<string, string> {
  const parts = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (!text) return;
    const list = parts.get(source) ?? [];
    list.push(text);
    parts.set(source, list);
  };
  const lines = code.split('\n');
  const mappedLines = map.mappings.split(';');
  let source = 0;
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l];
    let column = 0;
    let covered = 0;
    let current: string | undefined;
    for (const segment of (mappedLines[l] ?? '').split(',').filter(Boolean)) {
      const fields = decodeSegment(segment);
      column += fields[0];
      add(current ?? '(unmapped)', line.slice(covered, column));
      covered = column;
      if (fields.length >= 4) {
        source += fields[1];
        current = map.sources[source];
      } else current = undefined;
    }
    add(current ?? '(unmapped)', `${line.slice(covered)}\n`);
  }
  return new Map([...parts].map(([s, list]) => [s, list.join('')]));
}

/** Gzip bytes of the built files per source module; files without a map count as one `file:<name>` each. */
export function gzipPerSource(webRoot: string, files: readonly string[]): Map<string, number> {
  const total = new Map<string, number>();
  const credit = (source: string, bytes: number) => total.set(source, (total.get(source) ?? 0) + bytes);
  for (const file of files) {
    const code = readFileSync(join(webRoot, file), 'utf8');
    const fileGzip = gzipSync(code, { level: 9 }).length;
    const mapFile = join(webRoot, `${file}.map`);
    if (!existsSync(mapFile)) {
      credit(`file:${file}`, fileGzip);
      continue;
    }
    const own = [...textPerSource(code, JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap)].map(([s, text]) => [s, gzipSync(text, { level: 9 }).length] as const);
    const sum = own.reduce((s, [, g]) => s + g, 0);
    for (const [source, g] of own) credit(source.replace(/^(\.\.\/)+/, ''), (g / sum) * fileGzip);
  }
  return total;
}

/** The package a source belongs to (`@babylonjs/core/Meshes`, `react-dom`), or its folder in the repository. */
export function packageOf(source: string): string {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/([^/]+))?/.exec(source);
  if (npm) return npm[1].startsWith('@babylonjs/') && npm[2] ? `${npm[1]}/${npm[2]}` : npm[1];
  return source.split('/').slice(0, 2).join('/');
}
