import { ApiService, DataSources, definePlugin, Locales, SceneAssetsService, toDisposable } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { RelayConnection } from './relay-connection.js';
import { relaySourceLocales } from './locales.js';
import { relaySource } from './relay-source.js';

/** The data relay source kind (docs/live-data.md): a scene's source that names a relay of its project. */
export default definePlugin({
  id: 'builtin.data-source-relay',
  capabilities: ['api.raw'],
  activate(ctx) {
    for (const locale of Object.keys(relaySourceLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: relaySourceLocales[locale] });
    const assets = ctx.tryGet(SceneAssetsService);
    const connection = new RelayConnection({
      api: () => ctx.tryGet(ApiService),
      access: () => ({ access: assets?.access, scope: assets?.scope }),
    });
    ctx.contribute(DataSources, relaySource(connection));
    ctx.subscriptions.add(toDisposable(() => connection.dispose()));
  },
});
