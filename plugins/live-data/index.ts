import {
  ALLOWED_ORIGINS_PROP, createTranslate, DataSources, definePlugin, I18nService, KeyframeAnimationService, readLiveData, LIVE_DATA_PROP, LiveDataService, LiveValuesService, Locales, PlayerService, SCENE_ROOT_ID, SceneDocumentService,
  toDisposable, ViewportService,
} from '../../sdk/index.js';
import type { BindingScalar, DataSourceStatus, LocaleId, SceneChange, SceneRuntimeHandle } from '../../sdk/index.js';
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
  dependsOn: ['builtin.viewport-state', 'builtin.animation'], // ViewportService; the state animations bindings play
  activate(ctx) {
    for (const locale of Object.keys(liveDataLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: liveDataLocales[locale] });
    const document = ctx.get(SceneDocumentService);
    const viewport = ctx.get(ViewportService);
    const kinds = ctx.contributions(DataSources);
    // The kernel's channel of live values: what the logic runtime (and any plugin) reads without depending on this one.
    const channel = ctx.get(LiveValuesService);
    const animation = ctx.tryGet(KeyframeAnimationService);
    /** A state animation bound to live data: shown at run time only (never saved), or the document's state again. */
    const showState = (id: string, value: BindingScalar | undefined) => {
      const found = animation?.animations.find((a) => a.id === id);
      if (!animation || found?.kind !== 'state') return;
      const runtimeOnly = { record: false };
      try {
        if (value === undefined) {
          if (found.mode === 'progress') animation.setProgress(id, found.progress, runtimeOnly);
          else animation.jumpToState(id, found.currState, runtimeOnly);
        } else if (typeof value === 'number' && found.mode === 'progress') {
          animation.setProgress(id, value, runtimeOnly);
        } else {
          const text = String(value);
          const state = found.states.find((st) => st.stateId === text) ?? found.states.find((st) => st.name === text);
          if (state) animation.jumpToState(id, state.stateId, runtimeOnly);
        }
      } catch {
        // The animation or its state went meanwhile: nothing to show.
      }
    };
    const runtime: LiveDataRuntime = new LiveDataRuntime({
      document,
      kinds: () => kinds.current,
      engine: () => viewport.runtime,
      requestRender: () => viewport.requestRender?.(),
      requestFrame,
      showState,
      onStatus: (statuses) => service.publishStatus(statuses),
      onValues: (values) => {
        channel.publish(values);
        service.publishValues(values);
      },
    });
    const service = new LiveDataServiceImpl(runtime);
    const subscriptions: Subscription[] = [
      document.onDidChange.subscribe((change) => {
        if (touchesLiveData(change)) runtime.sync();
      }),
      document.onDidLoad.subscribe(() => runtime.sync()),
      kinds.onDidChange.subscribe(() => runtime.sync()),
      service.onDidChangeEnabled.subscribe((on) => {
        if (!on) channel.clear();
      }),
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
        channel.clear();
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
