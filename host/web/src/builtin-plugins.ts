import type { PluginDefinition } from '../../../sdk/index.js';

/** Every built-in plugin, activated in each editor kernel. Append new plugins here. */
export const builtinPlugins: PluginDefinition[] = [];
