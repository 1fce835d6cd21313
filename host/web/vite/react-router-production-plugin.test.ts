import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionPlugin } from './react-router-production-plugin.js';

function resolve(source: string): string | null {
  const plugin = reactRouterProductionPlugin();
  const hook = plugin.resolveId as (source: string) => string | null;
  return hook.call({}, source);
}

describe("react-router's production build in the web app's builds", () => {
  it('resolves react-router and react-router/dom to its production files, which keep no development warning', () => {
    for (const specifier of ['react-router', 'react-router/dom']) {
      const file = resolve(specifier);
      expect(file, specifier).toMatch(/react-router\/dist\/production\/[\w-]+\.mjs$/);
      readFileSync(file!, 'utf8');
    }
    const chunks = readFileSync(resolve('react-router')!, 'utf8').match(/from "\.\/(chunk-[\w]+\.mjs)"/g) ?? [];
    expect(chunks.length).toBeGreaterThan(0);
    const code = chunks.map((c) => readFileSync(resolve('react-router')!.replace(/index\.mjs$/, c.slice(8, -1)), 'utf8')).join('\n');
    expect(code).toContain('ENABLE_DEV_WARNINGS = false');
  });

  it('leaves every other module, and the dev server, alone', () => {
    expect(resolve('react-router-dom')).toBeNull();
    expect(resolve('react')).toBeNull();
    expect(reactRouterProductionPlugin().apply).toBe('build');
  });
});
