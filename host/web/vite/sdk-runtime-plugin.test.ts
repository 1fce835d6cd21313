import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SDK_RUNTIME_ENTRIES, sdkImportMap } from './sdk-runtime-plugin.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe('the SDK import map of the page', () => {
  it('maps each published runtime entry to the file the build writes', () => {
    expect(sdkImportMap('build', '/').imports).toEqual({
      '@scene-platform/sdk': '/sdk/index.js',
      '@scene-platform/sdk/viewport': '/sdk/viewport.js',
      '@scene-platform/sdk/endpoints': '/sdk/endpoints.js',
    });
    expect(sdkImportMap('build', '/app/').imports['@scene-platform/sdk']).toBe('/app/sdk/index.js');
  });

  it('maps to the sources in dev, the same URLs the app loads them by', () => {
    const map = sdkImportMap('serve', '/').imports;
    for (const entry of SDK_RUNTIME_ENTRIES) {
      expect(map[entry.specifier]).toBe(`/@fs${repoRoot}${entry.source}`);
      expect(existsSync(`${repoRoot}${entry.source}`)).toBe(true);
    }
  });
});
