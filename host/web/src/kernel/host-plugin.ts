import { definePlugin, Locales } from '../../../../sdk/index.js';
import { hostLocaleContributions } from './host-locales.js';

/** The web host's own plugin: contributes the texts of host/web/src/locales/ through the Locales point. */
export const hostPlugin = definePlugin({
  id: 'host.web',
  activate(ctx) {
    for (const contribution of hostLocaleContributions()) ctx.contribute(Locales, contribution);
  },
});
