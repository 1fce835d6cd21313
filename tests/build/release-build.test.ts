import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The release build (`npm run build`, vite build --mode release) ships no test hook: no `window.__kf…` for a page
// script or plugin to find, and none of the code that would set one (TestHooksService is provided by the test build
// only: host/web/src/workbench/designer-kernel.ts). Run after `npm run build`: `npm run test:build`.

const WEB = join(process.cwd(), 'dist/web');

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

describe('the release build in dist/web', () => {
  it('has no test hook (__kf…) in any file', () => {
    if (!existsSync(join(WEB, 'index.html'))) {
      throw new Error('dist/web has no built web app: run `npm run build` (the release build) before `npm run test:build`');
    }
    const scripts = [...files(WEB)].filter((path) => /\.(js|mjs|html)$/.test(path));
    expect(scripts.length).toBeGreaterThan(0);
    const withHooks = scripts
      .map((path) => ({ file: relative(WEB, path), hooks: [...new Set(readFileSync(path, 'utf8').match(/__kf[A-Za-z0-9_$]*/g) ?? [])] }))
      .filter((found) => found.hooks.length > 0);
    // A test build (`npm run build:test`, what the e2e suite serves) lists its hooks here: build with `npm run build`.
    expect(withHooks).toEqual([]);
  });
});
