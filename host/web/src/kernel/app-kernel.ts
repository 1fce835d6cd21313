import { createServiceKernel, type ServiceKernel } from '../../../../core/kernel/kernel-parts.js';
import { platformServiceModules } from '../../../../core/services/platform-modules.js';
import { Locales } from '../../../../sdk/index.js';
import { hostLocaleContributions } from './host-locales.js';

/**
 * The kernel of the platform screens (login, lists…): the platform services and the host's texts, no designer service
 * and no plugin, so no plugin host either (the designer's and the player's kernels, its children, have their own).
 * Imported straight from its files (not the core barrel), so the designer's code stays out of the entry chunk.
 */
export function createAppKernel(): ServiceKernel {
  return createServiceKernel(platformServiceModules, (registry) => {
    for (const contribution of hostLocaleContributions()) registry.contribute(Locales, contribution);
  });
}
