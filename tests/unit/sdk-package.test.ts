import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SDK_VERSION } from '../../sdk/index.js';
import { buildApiSurface, PACKAGE_ENTRIES, reportPath } from '../../packages/sdk/scripts/api-report.js';
import { shippedExamples } from '../../packages/sdk/scripts/examples.js';
import { satisfies } from '../../core/kernel/sdk-range.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'packages/sdk/package.json'), 'utf8')) as {
  name: string;
  version: string;
  exports: Record<string, { types: string; import: string } | string>;
  dependencies: Record<string, string>;
  files: string[];
};

describe('the @scene-platform/sdk package', () => {
  it('carries the version the SDK reports to plugins', () => {
    expect(manifest.name).toBe('@scene-platform/sdk');
    expect(manifest.version).toBe(SDK_VERSION);
  });

  it('ships a changelog with a section for this version (what broke and how to migrate, for a major one)', () => {
    expect(manifest.files).toContain('CHANGELOG.md');
    const changelog = readFileSync(join(root, 'packages/sdk/CHANGELOG.md'), 'utf8');
    const section = changelog.split(/^## /m).find((part) => part.startsWith(`${SDK_VERSION}\n`));
    expect(section, `packages/sdk/CHANGELOG.md has no "## ${SDK_VERSION}" section`).toBeDefined();
    const version: string = SDK_VERSION;
    if (version.endsWith('.0.0') && version !== '1.0.0') expect(section).toContain('### What broke, and how to migrate');
  });

  it('has the shipped examples declare a range that includes this version', () => {
    for (const example of shippedExamples) {
      const dir = join(root, 'tests/fixtures', example.source);
      const file = ['index.ts', 'index.js'].map((name) => join(dir, name)).find((path) => existsSync(path)) ?? dir;
      const range = /\bsdk: '([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
      expect(range, example.name).toBeDefined();
      expect(satisfies(SDK_VERSION, range!), `${example.name} declares sdk: '${range}'`).toBe(true);
    }
  });

  it('exports each entry from the files the build writes for its source', () => {
    const entries = Object.entries(manifest.exports).filter(([subpath]) => subpath !== './package.json');
    expect(Object.fromEntries(entries)).toEqual(
      Object.fromEntries(
        Object.entries(PACKAGE_ENTRIES).map(([subpath, source]) => [
          subpath,
          { types: `./dist/${source.replace(/\.ts$/, '.d.ts')}`, import: `./dist/${source.replace(/\.ts$/, '.js')}` },
        ]),
      ),
    );
  });

  it('matches the committed API report, and publishes everything sdk/index.ts exports', () => {
    const surface = buildApiSurface();
    expect(surface.unpublished, 'add their module to sdk/package-index.ts or sdk/viewport/index.ts').toEqual([]);
    const committed = readFileSync(reportPath, 'utf8');
    // On a deliberate change of the public API run `npm run sdk:api-report` and commit packages/sdk/sdk.api.md.
    expect(surface.report === committed, 'the public API of @scene-platform/sdk changed: run `npm run sdk:api-report` and commit the report').toBe(true);

    // The main entry's declarations name no engine or UI library (rxjs and zod, the endpoint schemas' library, are dependencies): Babylon is only under ./viewport, React nowhere.
    const seen = new Set<string>();
    const foreign: string[] = [];
    const visit = (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      const text = surface.declarations.get(path);
      if (text === undefined) throw new Error(`${path} is not published`);
      for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        if (specifier.startsWith('.')) visit(posix.join(posix.dirname(path), specifier).replace(/\.js$/, '.d.ts'));
        else if (specifier !== 'rxjs' && specifier !== 'zod') foreign.push(`${path}: ${specifier}`);
      }
    };
    visit(PACKAGE_ENTRIES['.'].replace(/\.ts$/, '.d.ts'));
    visit(PACKAGE_ENTRIES['./testing'].replace(/\.ts$/, '.d.ts'));
    expect(seen.size).toBeGreaterThan(30);
    expect(foreign).toEqual([]);
  }, 240_000);
});
