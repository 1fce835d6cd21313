import {
  createTranslate, definePlugin, I18nService, KeyframeAnimationService, LiveValuesService, Locales, LogicActions, NodeTypes, PlayerService,
  SceneDocumentService, toDisposable, ViewportService,
} from '../../sdk/index.js';
import type { Disposable, LocaleId } from '../../sdk/index.js';
import { fetchPuzzleJson } from './fetch-json.js';
import { locales } from './locales.js';
import { LogicSession, type WorkerLike } from './logic-session.js';
import { forwardSceneEvents } from './scene-events.js';
import { workerMemoryMeter } from './worker-memory.js';

/** Whether a worker's script URL is the sandbox's (built: /assets/logic-sandbox.worker-<hash>.js; dev: the .ts source). */
function isSandboxWorkerUrl(url: string): boolean {
  try {
    return /\/logic-sandbox\.worker[-.][^/]*$/.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** The sandbox worker: a bundled module of its own (served with its own content security policy, docs/player.md). */
function createSandboxWorker(): WorkerLike {
  // Written out in place: Vite bundles a worker only from `new Worker(new URL('…', import.meta.url))`.
  const worker = new Worker(new URL('./logic-sandbox.worker.ts', import.meta.url), { type: 'module', name: 'logic-sandbox' });
  const like: WorkerLike = {
    postMessage: (message) => worker.postMessage(message),
    terminate: () => worker.terminate(),
    onmessage: null,
    onerror: null,
  };
  worker.onmessage = (event: MessageEvent<unknown>) => like.onmessage?.({ data: event.data });
  worker.onerror = (event: ErrorEvent) => like.onerror?.({ message: event.message });
  return like;
}

/**
 * Runs the scene's logic in the player: a sandboxed worker per run, started when the player's scene runtime is up,
 * with pointer and key events forwarded and every message from the sandbox checked. Does nothing in the designer (no
 * PlayerService there).
 */
export default definePlugin({
  id: 'builtin.logic-runtime',
  dependsOn: ['builtin.viewport-state', 'builtin.animation'], // ViewportService, the animation services
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const player = ctx.tryGet(PlayerService);
    if (!player) return;
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const document = ctx.get(SceneDocumentService);
    const viewport = ctx.get(ViewportService);
    const nodeTypes = ctx.contributions(NodeTypes);
    const contributedActions = ctx.contributions(LogicActions);
    const animation = ctx.tryGet(KeyframeAnimationService);
    let running: { session: LogicSession; held: Disposable[] } | undefined;
    const stop = () => {
      running?.session.dispose();
      for (const d of running?.held ?? []) d.dispose();
      running = undefined;
    };
    const start = () => {
      stop();
      const scene = viewport.scene;
      if (!scene || !player.logic.trim()) return;
      const session = new LogicSession({
        createWorker: createSandboxWorker,
        document,
        player,
        descriptors: (type) => {
          const list = nodeTypes.current;
          for (let i = list.length - 1; i >= 0; i--) if (list[i].id === type) return list[i].descriptors;
          return undefined;
        },
        contributedActions: () => contributedActions.current,
        frame: (step) => requestAnimationFrame(step),
        fetchJson: (url) => fetchPuzzleJson(url),
        t,
        nextFrame: (flush) => requestAnimationFrame(() => flush()),
        measureWorkerMemory: workerMemoryMeter(isSandboxWorkerUrl),
        clock: { now: () => performance.now(), setInterval: (fn, ms) => setInterval(fn, ms), clearInterval: (h) => clearInterval(h as number) },
      });
      const held: Disposable[] = [forwardSceneEvents(scene, document, session, globalThis.window)];
      if (animation) {
        const entered = new Map<string, string>();
        const sub = animation.onDidChangeStateRuntime.subscribe((id) => {
          const state = animation.stateRuntime(id);
          if (!state || state.transition < 1 || entered.get(id) === state.stateId) return;
          entered.set(id, state.stateId); // once per arrival, not on every later change
          session.stateEntered(id, state.stateId);
        });
        held.push(toDisposable(() => sub.unsubscribe()));
      }
      running = { session, held };
      player.log('info', t('logicRuntime.started'));
      session.start(player.logic, player.data);
      // Live data: the kernel's channel of live values, written by the live-data plugin (activated only for scenes with
      // sources, and not a dependency of this one): the values shown so far, then each change.
      const live = ctx.tryGet(LiveValuesService);
      if (live) {
        session.liveData(live.current());
        const values = live.onDidChange.subscribe((changed) => session.liveData(changed));
        held.push(toDisposable(() => values.unsubscribe()));
      }
      (globalThis as { __logicSession?: LogicSession }).__logicSession = session;
    };
    const sub = viewport.onDidChangeRuntime?.subscribe((runtime) => (runtime ? start() : stop()));
    ctx.subscriptions.add(toDisposable(() => {
      sub?.unsubscribe();
      stop();
    }));
  },
});
