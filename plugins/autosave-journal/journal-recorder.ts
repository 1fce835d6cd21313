import { summarizePatches } from '../../sdk/index.js';
import type { OpenScenesService, OpenSceneTab, PatchSummary, SceneDocumentService, ScenePatch, UndoService } from '../../sdk/index.js';
import type { JournalHead, JournalStore, StoredJournal } from './journal-store.js';

/** How much one scene's journal may hold; past it the scene is not journaled until it is saved. */
export const JOURNAL_LIMITS: JournalLimits = Object.freeze({ maxChanges: 20_000, maxBytes: 64 * 1024 * 1024 });

/** How many changes, and how many bytes of them as JSON, one scene's journal may hold. */
export interface JournalLimits {
  readonly maxChanges: number;
  readonly maxBytes: number;
}

/** The user's answer to an offer to restore a journal. */
export type RestoreAnswer = 'restore' | 'discard';

/** What the recorder needs around it (the plugin passes the SDK's services; tests may pass their own). */
export interface JournalRecorderDeps {
  readonly store: JournalStore;
  readonly document: SceneDocumentService;
  readonly undo: UndoService;
  readonly openScenes: Pick<OpenScenesService, 'tabs' | 'activeId' | 'onDidChange'>;
  /** The signed-in user, or undefined (nothing is journaled then). */
  userId(): string | undefined;
  /** Ask the user what to do with unsaved edits found for a scene just opened; undefined when nobody can answer. */
  offer(tab: OpenSceneTab, journal: StoredJournal, summary: PatchSummary): Promise<RestoreAnswer | undefined>;
  /** The journal of a scene reached its limit: its later edits are not kept until it is saved. */
  onFull(tab: OpenSceneTab): void;
  /** The journal's edits were applied as one undoable step. */
  onRestored(tab: OpenSceneTab): void;
  /** Restoring failed (the scene changed too much since): the journal is kept, and not added to until a save. */
  onRestoreFailed(tab: OpenSceneTab, error: unknown): void;
  /** The store refused a write or a read. */
  onStoreError(error: unknown): void;
  readonly limits?: JournalLimits;
  now?(): number;
}

/**
 * Writes every change of the open scene's document to the browser's journal, and clears it when the scene is saved,
 * reloaded, undone back to what was saved, or closed. A scene that is opened while a journal of it is kept gets the
 * offer to restore it (its difference shown first). Until that offer is answered the scene's new changes wait in
 * memory, so a journal only ever holds changes made one after another on one saved version.
 */
export class JournalRecorder {
  /** Per journal key: waiting for the offer (with the changes made meanwhile), written to, or not written to. */
  private readonly states = new Map<string, { readonly kind: 'checking'; readonly waiting: ScenePatch[][] } | { readonly kind: 'live' } | { readonly kind: 'off' }>();
  private readonly heads = new Map<string, JournalHead>();
  private readonly tabs = new Map<string, { readonly version: number; readonly needSave: boolean; readonly key: string | undefined }>();
  private writes: Promise<void> = Promise.resolve();
  /** The last time handed out by `tick`. */
  private lastTick = 0;
  private readonly limits: JournalLimits;

  constructor(private readonly deps: JournalRecorderDeps) {
    this.limits = deps.limits ?? JOURNAL_LIMITS;
  }

  /** Follow the document and the tabs until the returned function is called. */
  start(): () => void {
    const changes = this.deps.document.onDidChange.subscribe((change) => {
      if (change.origin !== 'load') this.record(change.patches);
    });
    const tabs = this.deps.openScenes.onDidChange.subscribe((list) => this.followTabs(list));
    return () => {
      changes.unsubscribe();
      tabs.unsubscribe();
    };
  }

  /** Resolves when every write asked for so far has reached the store. */
  flushed(): Promise<void> {
    return this.writes;
  }

  private keyOf(tab: OpenSceneTab): string | undefined {
    const user = this.deps.userId();
    return user && !tab.temporary ? `${user}|${tab.id}` : undefined;
  }

  private activeTab(): OpenSceneTab | undefined {
    const id = this.deps.openScenes.activeId;
    return this.deps.openScenes.tabs.find((t) => t.id === id);
  }

  private record(patches: readonly ScenePatch[]): void {
    const tab = this.activeTab();
    const key = tab && this.keyOf(tab);
    if (!tab || !key || patches.length === 0) return;
    const state = this.states.get(key);
    if (state?.kind === 'checking') state.waiting.push([...patches]);
    else if (state?.kind === 'live') this.write(tab, key, patches);
  }

  private write(tab: OpenSceneTab, key: string, patches: readonly ScenePatch[]): void {
    const before = this.heads.get(key);
    const count = (before?.count ?? 0) + 1;
    const bytes = (before?.bytes ?? 0) + JSON.stringify(patches).length;
    if (count > this.limits.maxChanges || bytes > this.limits.maxBytes) {
      this.states.set(key, { kind: 'off' });
      this.deps.onFull(tab);
      return;
    }
    const user = this.deps.userId() ?? '';
    const head: JournalHead = {
      key, userId: user, sceneId: tab.id, projectUuid: tab.projectUuid, sceneName: tab.name,
      baseVersion: before?.baseVersion ?? tab.version, count, bytes, updatedAt: this.tick(),
    };
    this.heads.set(key, head);
    this.queue(() => this.deps.store.append(head, patches));
  }

  private forget(key: string): void {
    this.heads.delete(key);
    const at = this.tick();
    this.deps.store.markCleared(key, at);
    this.queue(() => this.deps.store.remove(key, at));
  }

  /** The clock, made strictly increasing, so a change and a clearing in the same millisecond keep their order. */
  private tick(): number {
    this.lastTick = Math.max(this.deps.now?.() ?? Date.now(), this.lastTick + 1);
    return this.lastTick;
  }

  private queue(write: () => Promise<void>): Promise<void> {
    this.writes = this.writes.then(write).catch((error: unknown) => this.deps.onStoreError(error));
    return this.writes;
  }

  private followTabs(list: readonly OpenSceneTab[]): void {
    const seen = new Set<string>();
    for (const tab of list) {
      seen.add(tab.id);
      const known = this.tabs.get(tab.id);
      const key = this.keyOf(tab);
      this.tabs.set(tab.id, { version: tab.version, needSave: tab.needSave, key });
      if (!key) continue;
      if (!known) {
        void this.check(tab, key);
      } else if (tab.version !== known.version || (known.needSave && !tab.needSave)) {
        // Saved, reloaded, or undone back to what was saved: nothing unsaved is left to keep.
        this.forget(key);
        if (this.states.get(key)?.kind === 'off') this.states.set(key, { kind: 'live' });
      }
    }
    for (const [id, known] of this.tabs) {
      if (seen.has(id)) continue;
      // Closed in the designer (saved or discarded by the user's answer): the journal has served.
      this.tabs.delete(id);
      if (known.key && this.states.get(known.key)?.kind === 'live') this.forget(known.key);
      if (known.key) this.states.delete(known.key);
    }
  }

  private async check(tab: OpenSceneTab, key: string): Promise<void> {
    const waiting: ScenePatch[][] = [];
    this.states.set(key, { kind: 'checking', waiting });
    let journal: StoredJournal | undefined;
    try {
      await this.writes;
      journal = await this.deps.store.read(key);
    } catch (error) {
      this.deps.onStoreError(error);
    }
    // Cleared (saved, say) after its last change, but the page closed before the removal landed: nothing to offer.
    const clearedAt = this.deps.store.clearedAt(key);
    if (journal && clearedAt !== undefined && journal.head.updatedAt <= clearedAt) {
      this.forget(key);
      journal = undefined;
    }
    const summary = journal && journal.changes.length > 0 ? this.summarize(journal) : undefined;
    let answer: RestoreAnswer | undefined = 'discard';
    if (journal && summary && !summary.empty) answer = await this.deps.offer(tab, journal, summary);
    if (answer === undefined) {
      // Nobody could answer: keep the journal for a later visit and leave this one unjournaled.
      this.states.set(key, { kind: 'off' });
      return;
    }
    if (answer === 'restore' && journal && !this.replay(tab, journal)) {
      this.states.set(key, { kind: 'off' });
      return;
    }
    if (journal) this.forget(key);
    this.states.set(key, { kind: 'live' });
    const now = this.tabs.get(tab.id);
    for (const patches of waiting) if (now) this.write({ ...tab, version: now.version }, key, patches);
  }

  /** Apply the journal's changes as one undoable step; false (and nothing applied) when they do not fit the scene. */
  private replay(tab: OpenSceneTab, journal: StoredJournal): boolean {
    if (this.deps.openScenes.activeId !== tab.id) {
      this.deps.onRestoreFailed(tab, new Error('The scene is no longer the active one'));
      return false;
    }
    try {
      this.deps.undo.transact(() => {
        for (const patches of journal.changes) this.deps.undo.execute(patches);
      }, { label: 'autosaveJournal.restoreStep' });
      this.deps.onRestored(tab);
      return true;
    } catch (error) {
      this.deps.onRestoreFailed(tab, error);
      return false;
    }
  }

  private summarize(journal: StoredJournal): PatchSummary {
    const doc = this.deps.document;
    return summarizePatches(journal.changes, (id) => {
      const node = doc.get(id);
      return node && { id, name: node.name, type: node.type };
    });
  }
}
