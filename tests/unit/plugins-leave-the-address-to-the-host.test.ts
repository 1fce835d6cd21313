import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PLUGINS = join(import.meta.dirname, '../../plugins');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// The host owns the address: plugins follow DesignerRouteService (fed, not polled) and never read or change the page's route.
const ROUTE_ACCESS = /\blocation\s*\??\.\s*(pathname|search|hash|href|assign|replace)\b|\bhistory\s*\??\.\s*(pushState|replaceState)\b/;

describe('plugins leave the address to the host', () => {
  it('no plugin reads or changes the route', () => {
    const offenders = sources(PLUGINS).flatMap((file) =>
      readFileSync(file, 'utf8').split('\n').flatMap((line, index) => (ROUTE_ACCESS.test(line) ? [`${file.slice(PLUGINS.length + 1)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('the check itself catches what it looks for', () => {
    for (const line of ['const p = globalThis.location?.pathname;', 'location.assign("/")', 'history.pushState({}, "", "/x")']) {
      expect(ROUTE_ACCESS.test(line), line).toBe(true);
    }
    expect(ROUTE_ACCESS.test('globalThis.location?.origin')).toBe(false);
  });
});
