import {
  ALLOWED_ORIGINS_PROP, createTranslate, DataSources, definePlugin, I18nService, readLiveData, LIVE_DATA_PROP, LiveDataService, Locales, PlayerService, SCENE_ROOT_ID, SceneDocumentService,
  toDisposable, ViewportService,
} from '../../sdk/index.js';
import type { DataSourceStatus, LocaleId, SceneChange, SceneRuntimeHandle } from '../../sdk/index.js';
import type { Subscription } from 'rxjs';
import { requestFrame } from './frame-request.js';
import { LiveDataRuntime } from './live-data-runtime.js';
import { LiveDataServiceImpl } from './live-data-service.js';
import { liveDataLocales } from './locales.js';
import { PlayerStatusBadge } from './player-status.js';

/** Whether a change touched what the runtime connects by: the Scene root's live data or its allowed origins. */
const touchesLiveData = (change: SceneChange) => change.origin === 'load' || change.patches.some((p) =>
  p.op === 'setProp' && p.id === SCENE_ROOT_ID && (p.key === LIVE_DATA_PROP || p.key === ALLOWED_ORIGINS_PROP));

/**
 * Live data (docs/live-data.md): the `LiveDataService`, which connects the scene's data sources (the `DataSources`
 * point) and shows bound values on their nodes as an engine overlay. On in the player; in the designer the live
 * preview switch (plugins/live-data-panel) turns it on.
 */
export default definePlugin({
  id: 'builtin.live-data',
  dependsOn: ['builtin.viewport-state'],
  activate(ctx) {
    for (const locale of Object.keys(liveDataLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: liveDataLocales[locale] });
    const document = ctx.get(SceneDocumentService);
    const viewport = ctx.get(ViewportService);
    const kinds = ctx.contributions(DataSources);
    const runtime: LiveDataRuntime = new LiveDataRuntime({
      document,
      kinds: () => kinds.current,
      engine: () => viewport.runtime,
      requestRender: () => viewport.requestRender?.(),
      requestFrame,
      onStatus: (statuses) => service.publishStatus(statuses),
      onValues: (values) => service.publishValues(values),
    });
    const service = new LiveDataServiceImpl(runtime);
    const subscriptions: Subscription[] = [
      document.onDidChange.subscribe((change) => {
        if (touchesLiveData(change)) runtime.sync();
      }),
      document.onDidLoad.subscribe(() => runtime.sync()),
      kinds.onDidChange.subscribe(() => runtime.sync()),
    ];
    let applied: Subscription | undefined;
    const follow = (handle: SceneRuntimeHandle | undefined) => {
      applied?.unsubscribe();
      applied = handle?.onDidApply.subscribe(() => runtime.reapply());
      runtime.reapply();
    };
    if (viewport.onDidChangeRuntime) subscriptions.push(viewport.onDidChangeRuntime.subscribe(follow));
    ctx.subscriptions.add(toDisposable(() => {
      for (const s of subscriptions) s.unsubscribe();
      applied?.unsubscribe();
    }));
    ctx.provide(LiveDataService, [], () => service, {
      dispose: (s) => {
        runtime.dispose();
        (s as LiveDataServiceImpl).dispose();
      },
    });
    // The player shows live data from the start; the designer waits for the live preview switch.
    if (ctx.tryGet(PlayerService)) {
      service.setEnabled(true);
      showStatusInPlayer();
    }

    /** The sources' status over the player's view, when the scene asks for it. */
    function showStatusInPlayer() {
      const t = createTranslate(ctx.tryGet(I18nService), liveDataLocales);
      let badge: PlayerStatusBadge | undefined;
      let statuses: ReadonlyMap<string, DataSourceStatus> = new Map();
      const update = () => {
        const config = readLiveData(document.root.props[LIVE_DATA_PROP]);
        const canvas = viewport.scene?.getEngine().getRenderingCanvas();
        if (!config.showStatus || !config.sources.length || !canvas?.parentElement) {
          badge?.dispose();
          badge = undefined;
          return;
        }
        badge ??= new PlayerStatusBadge(canvas, t);
        badge.show(config.sources, statuses);
      };
      const subs = [
        service.onDidChangeStatus.subscribe((next) => {
          statuses = next;
          update();
        }),
        document.onDidLoad.subscribe(update),
        ...(viewport.onDidChangeRuntime ? [viewport.onDidChangeRuntime.subscribe(update)] : []),
      ];
      ctx.subscriptions.add(toDisposable(() => {
        for (const s of subs) s.unsubscribe();
        badge?.dispose();
      }));
    }
  },
});
