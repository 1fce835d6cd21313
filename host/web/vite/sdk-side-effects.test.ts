import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isSdkModule } from './sdk-runtime-plugin.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Top-level statements that do something on import: expression statements and imports for their effect only. */
function effectsOnImport(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements
    .filter((statement) => ts.isExpressionStatement(statement) || (ts.isImportDeclaration(statement) && !statement.importClause))
    .map((statement) => `${relative(root, path)}:${source.getLineAndCharacterOfPosition(statement.getStart()).line + 1}: ${statement.getText().slice(0, 80)}`);
}

// The browser build marks the SDK's modules free of side effects (vite.config.ts), so a module whose exports the page
// does not use is left out: one that did something on import would silently not do it.
describe('the SDK modules the build treats as free of side effects', () => {
  it('covers the SDK sources and not their tests', () => {
    expect(isSdkModule(join(root, 'sdk/kernel/service-id.ts'))).toBe(true);
    expect(isSdkModule(join(root, 'sdk/kernel/service-id.test.ts'))).toBe(false);
    expect(isSdkModule(join(root, 'core/kernel/plugin-host.ts'))).toBe(false);
  });

  it('do nothing on import but declare', () => {
    const files = sourceFiles(join(root, 'sdk')).filter(isSdkModule);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(effectsOnImport)).toEqual([]);
  });
});
