import { isCapability } from '../../sdk/index.js';
import type { Capability, PluginDefinition, PluginManifest } from '../../sdk/index.js';

/** The most capabilities a manifest lists (there are only a few; more is a malformed declaration). */
const MAX_CAPABILITIES = 16;

/** What a plugin definition says of itself, as the plugin manager shows it: unknown capability names are kept out. */
export function manifestOf(definition: PluginDefinition, url: string): PluginManifest {
  const declared = Array.isArray(definition.capabilities) ? definition.capabilities.slice(0, MAX_CAPABILITIES) : [];
  const capabilities = [...new Set(declared.filter((c): c is Capability => isCapability(c)))];
  return {
    id: definition.id,
    name: typeof definition.name === 'string' && definition.name ? definition.name : definition.id,
    ...(typeof definition.version === 'string' ? { version: definition.version } : {}),
    url,
    capabilities,
    runsInPlayer: definition.runsInPlayer === true,
  };
}
