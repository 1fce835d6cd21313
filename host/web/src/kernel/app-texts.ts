import type { LocaleId } from '../../../../sdk/index.js';
import { platformTexts } from '../../../../core/services/platform-texts.js';
import { hostLocaleBundles } from './host-locales.js';
import { textsIn } from './locale-bundles.js';

/**
 * Every text the app kernel contributes, in one language: the platform services' and the host's
 * (host/web/src/locales/*.ts). The build puts each language's table in a chunk of its own
 * (host/web/vite/app-texts-plugin.ts), so the page loads the chosen language's texts only.
 */
export function appTexts(locale: LocaleId): Record<string, string> {
  return textsIn(locale, platformTexts(locale), Object.values(hostLocaleBundles()));
}
