import { LIVE_DATA_LIMITS, PUZZLE_LIMITS } from '../../sdk/index.js';
import type {
  AnimationEntity, JsonObject, JsonValue, LogicActionContext, LogicActionContribution, PageToSandbox, PlayerService, PropertyDescriptor, PuzzleNodeEvent, PuzzleNodeMirror, SandboxToPage,
  SceneDocumentService, TranslateFn,
} from '../../sdk/index.js';
import { allowedOriginsOf } from './allowed-origins.js';
import { checkSandboxMessage, type CheckContext } from './message-checks.js';
import { RateLimit } from './rate-limit.js';
import { decodeFromSandbox } from './wire.js';
import { Watchdog, type Silence, type WatchdogClock } from './watchdog.js';

/** The part of a Worker the session uses (a real one in the page, a fake one in tests). */
export interface WorkerLike {
  postMessage(message: PageToSandbox): void;
  terminate(): void;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onerror: ((event: { readonly message?: string }) => void) | null;
}

/** What a logic session needs from the player. */
export interface LogicSessionDeps {
  createWorker(): WorkerLike;
  readonly document: SceneDocumentService;
  readonly player: Pick<PlayerService, 'apply' | 'log'>;
  descriptors(type: string): readonly PropertyDescriptor[] | undefined;
  /** The contributed actions (`LogicActions`), now: their names go to the sandbox at start; calls are checked against them. */
  contributedActions?(): readonly LogicActionContribution[];
  /** Call `step` before the next frame (requestAnimationFrame in the page). */
  frame?(step: (now: number) => void): void;
  /** GET JSON from an already checked URL (credentials omitted). */
  fetchJson(url: string): Promise<JsonValue>;
  readonly t: TranslateFn;
  readonly clock: WatchdogClock;
  /** Run `flush` before the next frame (requestAnimationFrame in the page); property sets are applied in one batch then. */
  nextFrame(flush: () => void): void;
  /**
   * The bytes the running worker holds (may take seconds), or undefined where the browser cannot measure them (then the
   * memory cap is not enforced). Called once every PUZZLE_LIMITS.memoryCheckMs at most, one call at a time.
   */
  readonly measureWorkerMemory?: () => Promise<number>;
}

/** Where a session is. */
export type LogicSessionState = 'idle' | 'running' | 'stopped' | 'failed';

/**
 * One run of a scene's logic: a sandbox worker, the checks of every message it sends, the watchdog that terminates
 * it when it stops beating, and the events the page forwards to it.
 */
export class LogicSession {
  private worker: WorkerLike | undefined;
  private watchdog: Watchdog | undefined;
  private readonly limit: RateLimit;
  /** Console lines the session writes for the logic (its own lines and refusals), a second. */
  private readonly consoleLimit: RateLimit;
  private inFlight = 0;
  /** Checked sets waiting for the next frame, the latest per node and property. */
  private readonly pendingSets = new Map<string, { readonly nodeId: string; readonly prop: string; readonly value: JsonValue }>();
  private flushScheduled = false;
  /** The timer of the memory checks, and whether a measurement is under way. */
  private memoryTimer: unknown;
  private measuring = false;
  state: LogicSessionState = 'idle';
  /** Messages acted on and refused (for the bench and tests). */
  readonly counts = { received: 0, applied: 0, refused: 0, dropped: 0 };

  constructor(private readonly deps: LogicSessionDeps) {
    this.limit = new RateLimit(PUZZLE_LIMITS.messagesPerSecond, () => deps.clock.now());
    this.consoleLimit = new RateLimit(PUZZLE_LIMITS.logsPerSecond * 2, () => deps.clock.now());
  }

  /** A console line caused by the logic: at most twice PUZZLE_LIMITS.logsPerSecond a second, one warning for the rest. */
  private console(level: 'info' | 'warn' | 'error', text: string): void {
    const { allowed, firstRefusal } = this.consoleLimit.take();
    if (allowed) this.deps.player.log(level, text.length > PUZZLE_LIMITS.logLineChars ? `${text.slice(0, PUZZLE_LIMITS.logLineChars)}…` : text);
    else if (firstRefusal) this.deps.player.log('warn', this.deps.t('logicRuntime.tooManyLines', { max: PUZZLE_LIMITS.logsPerSecond * 2 }));
  }

  private readonly context: CheckContext = {
    nodeType: (id) => this.deps.document.get(id)?.type,
    descriptors: (type) => this.deps.descriptors(type),
    animation: (id) => this.animations().find((a) => a.id === id),
    allowedOrigins: () => allowedOriginsOf(this.deps.document.root.props),
    action: (name) => this.deps.contributedActions?.().find((a) => a.id === name),
  };

  private animations(): AnimationEntity[] {
    const section = this.deps.document.section('animations') as readonly JsonValue[] | undefined;
    return (section ?? []) as unknown as AnimationEntity[];
  }

  private mirror(): Record<string, PuzzleNodeMirror> {
    const nodes: Record<string, PuzzleNodeMirror> = {};
    for (const id of this.deps.document.ids()) {
      const node = this.deps.document.get(id);
      if (node) nodes[id] = { type: node.type, name: node.name, props: node.props };
    }
    return nodes;
  }

  /** Start the program (no-op for empty code). */
  start(code: string, data: JsonValue | undefined): void {
    if (!code.trim() || this.state !== 'idle') return;
    if (code.length > PUZZLE_LIMITS.codeChars) {
      this.fail(this.deps.t('logicRuntime.tooLong', { max: PUZZLE_LIMITS.codeChars }));
      return;
    }
    const worker = this.deps.createWorker();
    this.worker = worker;
    this.state = 'running';
    worker.onmessage = (event) => this.receive(event.data);
    worker.onerror = (event) => this.fail(this.deps.t('logicRuntime.crashed', { message: event.message ?? '' }));
    this.watchdog = new Watchdog({ silenceMs: PUZZLE_LIMITS.silenceMs, startMs: PUZZLE_LIMITS.startMs }, this.deps.clock, (silence) => this.stopFrozen(silence));
    const actions = (this.deps.contributedActions?.() ?? []).map((a) => a.id);
    worker.postMessage({ kind: 'start', code, nodes: this.mirror(), actions, ...(data === undefined ? {} : { data }) });
    if (this.deps.measureWorkerMemory) this.memoryTimer = this.deps.clock.setInterval(() => this.checkMemory(), PUZZLE_LIMITS.memoryCheckMs);
  }

  /** Measure the worker's memory (unless a measurement is under way) and stop it over PUZZLE_LIMITS.memoryBytes. */
  private checkMemory(): void {
    const measure = this.deps.measureWorkerMemory;
    if (!measure || this.measuring || this.state !== 'running') return;
    this.measuring = true;
    measure().then(
      (bytes) => {
        if (bytes > PUZZLE_LIMITS.memoryBytes) {
          const mb = (n: number) => Math.round(n / (1024 * 1024));
          this.stopWith(this.deps.t('logicRuntime.overMemory', { mb: mb(bytes), max: mb(PUZZLE_LIMITS.memoryBytes) }));
        }
      },
      () => undefined, // a measurement the browser refused (another one under way, the page leaving): try again later
    ).finally(() => {
      this.measuring = false;
    });
  }

  /** Forward a pointer event on a node (and on its screen-space item, an info point's name, when one was hit). */
  nodeEvent(event: PuzzleNodeEvent, nodeId: string, item?: string): void {
    this.send(item === undefined ? { kind: 'nodeEvent', event, nodeId } : { kind: 'nodeEvent', event, nodeId, item });
  }

  /** Forward a key press ('a', 'enter', 'arrowup'…). */
  key(key: string): void {
    this.send({ kind: 'key', key: key.toLowerCase() });
  }

  /** Tell the program live-data bindings have new values (ids and values bounded: the scene is hostile input). */
  liveData(values: ReadonlyMap<string, string | number | boolean>): void {
    const out = Object.create(null) as Record<string, string | number | boolean>;
    let count = 0;
    for (const [id, value] of values) {
      if (count++ >= LIVE_DATA_LIMITS.bindings) break;
      out[id.slice(0, LIVE_DATA_LIMITS.idChars)] = typeof value === 'string' ? value.slice(0, LIVE_DATA_LIMITS.textChars) : value;
    }
    if (count > 0) this.send({ kind: 'liveData', values: out });
  }

  /** Tell the program a state animation entered a state. */
  stateEntered(animationId: string, stateId: string): void {
    this.send({ kind: 'stateEntered', animationId, stateId });
  }

  private send(message: PageToSandbox): void {
    if (this.state === 'running') this.worker?.postMessage(message);
  }

  private receive(data: unknown): void {
    if (this.state !== 'running') return;
    this.counts.received++;
    this.watchdog?.beat();
    const { allowed, firstRefusal } = this.limit.take();
    if (!allowed) {
      this.counts.dropped++;
      if (firstRefusal) this.deps.player.log('warn', this.deps.t('logicRuntime.rateLimited', { max: PUZZLE_LIMITS.messagesPerSecond }));
      // The worker keeps to the limit itself: twice as many means a program got past it. Stop it.
      if (this.counts.dropped > PUZZLE_LIMITS.messagesPerSecond) this.stopWith(this.deps.t('logicRuntime.flooded', { max: PUZZLE_LIMITS.messagesPerSecond }));
      return;
    }
    // Text of bounded length only (wire.ts): structured data, or text over the limit, is refused unread.
    const decoded = decodeFromSandbox(data);
    const raw = decoded.ok ? decoded.value : undefined;
    const checked = decoded.ok ? checkSandboxMessage(raw, this.context) : { ok: false as const, refusal: { key: 'logicRuntime.refused.tooLarge', values: { kind: '?' } } };
    if (!checked.ok) {
      this.counts.refused++;
      this.console('warn', this.deps.t(checked.refusal.key, checked.refusal.values));
      // A refused fetch still answers, so the program's promise rejects instead of waiting for ever.
      const request = (raw ?? {}) as { kind?: unknown; requestId?: unknown };
      if (request.kind === 'fetchJson' && typeof request.requestId === 'number') {
        this.send({ kind: 'fetchReply', requestId: request.requestId, ok: false, error: this.deps.t(checked.refusal.key, checked.refusal.values) });
      }
      return;
    }
    this.act(checked.message);
  }

  private act(m: SandboxToPage): void {
    switch (m.kind) {
      case 'heartbeat':
        if ((m.busyMs ?? 0) > PUZZLE_LIMITS.cpuMsPerSecond) this.stopWith(this.deps.t('logicRuntime.overBudget', { ms: Math.round(m.busyMs ?? 0), max: PUZZLE_LIMITS.cpuMsPerSecond }));
        return;
      case 'ready': return;
      case 'notice':
        this.console('warn', this.deps.t(`logicRuntime.notice.${m.notice}`, { kind: m.what ?? '?', max: m.notice === 'tooManyHandlers' ? PUZZLE_LIMITS.handlers : PUZZLE_LIMITS.logsPerSecond }));
        return;
      case 'failed': this.fail(this.deps.t('logicRuntime.compileFailed', { message: m.error })); return;
      case 'log': this.console(m.level, m.values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(' ')); return;
      case 'set': this.setProp(m.nodeId, m.prop, m.value); return;
      case 'action': this.runAction(m.action, m.args); return;
      case 'fetchJson': this.fetch(m.requestId, m.url, m.notify); return;
    }
  }

  /** Run a contributed action whose call was checked; its failure is a console line (and its plugin's fault). */
  private runAction(name: string, args: readonly JsonValue[]): void {
    const action = this.context.action(name);
    if (!action) return;
    const context: LogicActionContext = {
      animate: (step) => {
        const frame = this.deps.frame;
        if (!frame) return;
        const next = (now: number) => {
          if (this.state === 'running' && step(now)) frame(next);
        };
        frame(next);
      },
      log: (level, text) => this.console(level, String(text)),
      setProp: (nodeId, prop, value) => {
        if (this.state === 'running') this.setProp(String(nodeId), String(prop), value);
      },
    };
    try {
      action.run(args as never, context);
      this.counts.applied++;
    } catch (error) {
      this.console('error', this.deps.t('logicRuntime.actionFailed', { action: name, message: error instanceof Error ? error.message : String(error) }));
    }
  }

  /**
   * Queue a checked set; the queue is applied before the next frame as one document batch (a puzzle setting a property
   * 1,000 times a second changes the document, the engine and the sandbox's mirror once a frame, latest value wins).
   */
  private setProp(nodeId: string, prop: string, value: JsonValue): void {
    const key = `${nodeId}\u0000${prop}`;
    this.pendingSets.delete(key); // keep insertion order = order of the latest sets
    this.pendingSets.set(key, { nodeId, prop, value });
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    this.deps.nextFrame(() => this.flushSets());
  }

  /** Apply the queued sets in one batch (one at a time when the batch is refused, to name the failing one). */
  flushSets(): void {
    this.flushScheduled = false;
    if (!this.pendingSets.size) return;
    const { document, player } = this.deps;
    const sets = [...this.pendingSets.values()];
    this.pendingSets.clear();
    try {
      player.apply(sets.map((x) => document.setPropPatch(x.nodeId, x.prop, x.value)));
      this.counts.applied += sets.length;
    } catch {
      for (const x of sets) {
        try {
          player.apply([document.setPropPatch(x.nodeId, x.prop, x.value)]);
          this.counts.applied++;
        } catch (error) {
          player.log('error', error instanceof Error ? error.message : String(error));
        }
      }
    }
    for (const nodeId of new Set(sets.map((x) => x.nodeId))) {
      const props = document.get(nodeId)?.props;
      if (props) this.send({ kind: 'props', nodeId, props: props as JsonObject });
    }
  }

  private fetch(requestId: number, url: string, notify: boolean): void {
    if (this.inFlight >= PUZZLE_LIMITS.fetchesInFlight) {
      this.send({ kind: 'fetchReply', requestId, ok: false, error: this.deps.t('logicRuntime.tooManyFetches', { max: PUZZLE_LIMITS.fetchesInFlight }) });
      return;
    }
    this.inFlight++;
    this.deps.fetchJson(url).then(
      (value) => {
        this.send({ kind: 'fetchReply', requestId, ok: true, value });
        if (notify) this.send({ kind: 'data', data: value });
      },
      (error: unknown) => {
        const message = this.deps.t('logicRuntime.fetchFailed', { url, message: error instanceof Error ? error.message : String(error) });
        this.console('warn', message);
        this.send({ kind: 'fetchReply', requestId, ok: false, error: message });
      },
    ).finally(() => {
      this.inFlight--;
    });
  }

  /**
   * The sandbox stopped beating (a handler never returns) or never beat. Terminate it and say what happened: when, after
   * the start, it was stopped and the silence it really had (a stalled page makes the watchdog wait longer than that).
   */
  private stopFrozen(silence: Silence): void {
    const seconds = (ms: number) => Math.round(ms / 100) / 10;
    this.stopWith(silence.started
      ? this.deps.t('logicRuntime.stopped', { after: seconds(silence.sinceStartMs), seconds: seconds(silence.silentMs) })
      : this.deps.t('logicRuntime.neverStarted', { seconds: seconds(silence.sinceStartMs) }));
  }

  /** Terminate the sandbox and say why; the scene keeps running. */
  private stopWith(message: string): void {
    if (this.state !== 'running') return;
    this.end('stopped');
    this.deps.player.log('error', message);
  }

  private fail(message: string): void {
    if (this.state === 'stopped' || this.state === 'failed') return;
    this.end('failed');
    this.deps.player.log('error', message);
  }

  private end(state: LogicSessionState): void {
    this.state = state;
    this.pendingSets.clear();
    this.watchdog?.dispose();
    if (this.memoryTimer !== undefined) this.deps.clock.clearInterval(this.memoryTimer);
    this.memoryTimer = undefined;
    this.worker?.terminate();
    this.worker = undefined;
  }

  dispose(): void {
    if (this.state === 'running') this.end('stopped');
  }
}
