import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { checkImports, checkRepository, importsOf } from '../tools/dependency-rules.js';

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

  it('allows what the rules allow', () => {
    expect(checkImports('core/x.ts', ['../sdk/index.js', 'rxjs', 'inversify'])).toEqual([]);
    expect(checkImports('plugins/a/index.ts', ['../../sdk/index.js', './b.js', 'react'])).toEqual([]);
    expect(checkImports('host/web/main.tsx', ['../../core/index.js', '../../plugins/a/index.js'])).toEqual([]);
    expect(checkImports('host/server/x.ts', ['../../sdk/contract/index.js', 'fastify'])).toEqual([]);
  });
});
