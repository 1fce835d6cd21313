import type { ServiceModule } from '../kernel/editor-kernel.js';

/** Every core service module, bound in this order into each new editor kernel. Append new modules here. */
export const coreServiceModules: ServiceModule[] = [];
