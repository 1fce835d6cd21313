import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { checkImports, checkRepository, importsOf, SDK_ENTRY_FILES, SDK_PACKAGE_SPECIFIERS } from '../tools/dependency-rules.js';
import { PACKAGE_ENTRIES } from '../../packages/sdk/scripts/api-report.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('dependency rules of ARCHITECTURE.md', () => {
  it('hold for the whole repository', () => {
    expect(checkRepository(root)).toEqual([]);
  });

  it('finds static, type, re-export and dynamic imports', () => {
    const source = `import a from './a.js';\nimport type { B } from "../b.js";\nexport * from './c.js';\nconst d = await import('./d.js');\nimport './e.css';`;
    expect(importsOf(source).sort()).toEqual(['../b.js', './a.js', './c.js', './d.js', './e.css']);
  });

  it('catches a deliberately broken import in each area', () => {
    expect(checkImports('sdk/x.ts', ['../core/index.js'])).toHaveLength(1);
    expect(checkImports('core/x.ts', ['../plugins/p/index.js'])).toHaveLength(1);
    expect(checkImports('core/x.ts', ['react'])).toHaveLength(1);
    expect(checkImports('core/x.ts', ['dockview-react'])).toHaveLength(1);
    expect(checkImports('plugins/a/index.ts', ['../../core/index.js'])).toHaveLength(1);
    expect(checkImports('plugins/a/index.ts', ['../b/index.js'])).toHaveLength(1);
    expect(checkImports('plugins/a/index.ts', ['../../host/web/main.js'])).toHaveLength(1);
    expect(checkImports('host/server/x.ts', ['../web/main.js'])).toHaveLength(1);
    expect(checkImports('host/server/x.ts', ['../../core/index.js'])).toHaveLength(1);
    expect(checkImports('host/server/x.ts', ['@babylonjs/core'])).toHaveLength(1);
  });

  it('catches a plugin deep-importing a file inside sdk/ that is no published entry', () => {
    const deep = checkImports('plugins/a/index.ts', ['../../sdk/contract/endpoints/resource.js']);
    expect(deep).toHaveLength(1);
    expect(deep[0].reason).toMatch(/only the SDK's entries/);
    expect(checkImports('plugins/a/sub/panel.tsx', ['../../../sdk/scene/json.js'])).toHaveLength(1);
    expect(checkImports('plugins/a/index.ts', ['../../sdk/viewport/kmb.js'])).toHaveLength(1);
    expect(checkImports('plugins/a/index.ts', ['@scene-platform/sdk/contract/endpoints/resource.js'])).toHaveLength(1);
    // the same file is fine for the kernel and the server, which are not plugins
    expect(checkImports('core/x.ts', ['../sdk/contract/endpoints/resource.js'])).toEqual([]);
    expect(checkImports('host/server/x.ts', ['../../sdk/contract/endpoints/resource.js'])).toEqual([]);
  });

  it('keeps libraries (libs/<name>) apart: they import only each other, the rest may import them, the SDK may not', () => {
    expect(checkImports('libs/a/x.ts', ['../../sdk/index.js'])).toHaveLength(1);
    expect(checkImports('libs/a/x.ts', ['../../core/index.js'])).toHaveLength(1);
    expect(checkImports('libs/a/x.ts', ['../../plugins/p/index.js'])).toHaveLength(1);
    expect(checkImports('libs/a/x.ts', ['react'])).toHaveLength(1);
    expect(checkImports('libs/a/x.ts', ['@babylonjs/core'])).toHaveLength(1);
    expect(checkImports('sdk/x.ts', ['../libs/mesh-format/index.js'])).toHaveLength(1);
    expect(checkImports('libs/a/x.ts', ['./y.js', '../b/index.js', 'fflate'])).toEqual([]);
    expect(checkImports('plugins/p/x.ts', ['../../libs/mesh-format/index.js'])).toEqual([]);
    expect(checkImports('core/x.ts', ['../libs/mesh-format/index.js'])).toEqual([]);
    expect(checkImports('host/server/x.ts', ['../../libs/mesh-format/index.js'])).toEqual([]);
    expect(checkImports('host/web/x.ts', ['../../libs/mesh-format/index.js'])).toEqual([]);
  });

  it('lets the command line (host/cli) run the server\'s archive code, the kernel and plugins, and nothing import it', () => {
    expect(checkImports('host/cli/src/x.ts', ['../../server/modules/archive/kzs-reader.js', '../../../core/kernel/editor-kernel.js', '../../../plugins/model-import/index.js', '../../../libs/model-lightweight/index.js'])).toEqual([]);
    expect(checkImports('host/cli/src/x.ts', ['../../web/src/main.js'])).toHaveLength(1);
    expect(checkImports('host/cli/src/x.ts', ['react'])).toHaveLength(1);
    expect(checkImports('host/server/x.ts', ['../cli/src/main.js'])).toHaveLength(1);
    expect(checkImports('plugins/a/x.ts', ['../../host/cli/src/main.js'])).toHaveLength(1);
  });

  it('lets a plugin import each published entry, by path or by package name', () => {
    for (const entry of SDK_ENTRY_FILES) {
      expect(checkImports('plugins/a/sub/x.ts', [`../../../${entry.replace(/\.ts$/, '.js')}`])).toEqual([]);
    }
    expect(checkImports('plugins/a/x.ts', [...SDK_PACKAGE_SPECIFIERS])).toEqual([]);
  });

  it('knows the entries the package publishes', () => {
    const published = Object.values(PACKAGE_ENTRIES).filter((file) => file.startsWith('sdk/'));
    expect([...SDK_ENTRY_FILES].sort()).toEqual(['sdk/index.ts', ...published].sort());
    const subpaths = Object.keys(PACKAGE_ENTRIES).map((p) => (p === '.' ? '@scene-platform/sdk' : `@scene-platform/sdk/${p.slice(2)}`));
    expect([...SDK_PACKAGE_SPECIFIERS].sort()).toEqual(subpaths.sort());
  });

  it('allows what the rules allow', () => {
    expect(checkImports('core/x.ts', ['../sdk/index.js', 'rxjs', 'inversify'])).toEqual([]);
    expect(checkImports('plugins/a/index.ts', ['../../sdk/index.js', './b.js', 'react'])).toEqual([]);
    expect(checkImports('host/web/main.tsx', ['../../core/index.js', '../../plugins/a/index.js'])).toEqual([]);
    expect(checkImports('host/server/x.ts', ['../../sdk/contract/index.js', 'fastify'])).toEqual([]);
  });
});
