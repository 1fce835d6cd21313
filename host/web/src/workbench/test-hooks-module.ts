import { serviceModule, type ServiceModule } from '../../../../core/kernel/kernel-parts.js';
import { provide } from '../../../../core/kernel/service-declaration.js';
import { TestHooksService, toDisposable } from '../../../../sdk/index.js';

/**
 * The test build's TestHooksService: `expose('Viewport', engine)` sets `window.__kfViewport` until disposed. Only
 * the test build includes it (designer-kernel.ts; the release build's files have no `__kf`: tests/build).
 */
export function testHooksModule(): ServiceModule {
  return serviceModule([
    provide(TestHooksService, [], (): TestHooksService => ({
      expose(name, value) {
        const hooks = window as unknown as Record<string, unknown>;
        const key = `__kf${name}`;
        hooks[key] = value;
        return toDisposable(() => {
          if (hooks[key] === value) delete hooks[key];
        });
      },
    })),
  ]);
}
