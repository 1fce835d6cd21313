import { createServiceId } from '../kernel/service-id.js';
import type { Disposable } from '../kernel/lifecycle.js';

/**
 * Where a plugin hands an object to the end-to-end tests (the viewport's engine, the logic editor's workspace), which
 * reach it as `window.__kf<Name>`. Provided only by the test build of the web app (`vite build`); the release build
 * (`npm run build`) has no such service and no hook in its files, so `ctx.tryGet(TestHooksService)` is undefined in
 * production. See docs/architecture.md, "Test hooks".
 */
export interface TestHooksService {
  /** Expose `value` to tests under `name` (PascalCase: 'Viewport' → `window.__kfViewport`) until disposed. */
  expose(name: string, value: unknown): Disposable;
}

export const TestHooksService = createServiceId<TestHooksService>('testHooks');
