import { BehaviorSubject, Subject, type Subscription } from 'rxjs';
import { FindSceneVersions, LoadSceneVersion } from '../../sdk/endpoints.js';
import { ApiError } from '../../sdk/index.js';
import type {
  ApiService,
  Disposable,
  NotificationService,
  OpenSceneInfo,
  OpenSceneTab,
  OpenScenesService,
  SceneDocumentData,
  SceneDocumentService,
  SceneIoService,
  SceneSaveConflict,
  SceneVersionEntry,
  UndoService,
} from '../../sdk/index.js';
import { isTemporarySceneId, versionLabel } from './version-label.js';
import { openScenesLocales } from './locales.js';

/**
 * The services the registry drives, looked up when needed. It reads the document (snapshots of background tabs) and
 * the unsaved mark, and swaps whole documents through the scene io (`swapDocument`), never writing the document itself.
 */
export interface OpenScenesDeps {
  readonly io: () => SceneIoService;
  readonly document: () => SceneDocumentService;
  readonly undo: () => UndoService;
  readonly api: () => ApiService;
  readonly notifications?: () => NotificationService | undefined;
  readonly translate?: (key: string) => string;
}

interface Entry {
  tab: OpenSceneTab;
  /** The document while the tab is in the background. */
  stash?: SceneDocumentData;
}

/** Keeps the open scenes as tabs over the single editor document: the background ones are kept as snapshots. */
export class OpenScenesRegistry implements OpenScenesService, Disposable {
  private readonly entries: Entry[] = [];
  private active: string | undefined;
  private readonly changes = new BehaviorSubject<readonly OpenSceneTab[]>([]);
  private readonly conflicts = new Subject<SceneSaveConflict>();
  private readonly willSave = new Subject<OpenSceneTab>();
  readonly onWillSave = this.willSave.asObservable();
  private busy = false;
  private subscriptions: Subscription[] = [];

  /** Emits the tabs; the first subscriber also starts following the editor's scene (services exist by then). */
  get onDidChange() {
    try {
      this.connect();
    } catch {
      // The scene services are not bound (a kernel without the designer): nothing to follow.
    }
    return this.changes.asObservable();
  }
  readonly onDidConflict = this.conflicts.asObservable();

  constructor(private readonly deps: OpenScenesDeps) {}

  /** Start following needSave and the scene io's saves (call once the services exist). */
  connect(): void {
    if (this.subscriptions.length) return;
    this.subscriptions.push(
      this.deps.undo().onDidChangeNeedSave.subscribe((needSave) => {
        if (!this.busy) this.updateActive({ needSave });
      }),
      this.deps.io().onDidChangeCurrent.subscribe((info) => {
        if (!this.busy && info) this.followIo(info);
      }),
    );
  }

  get tabs(): readonly OpenSceneTab[] {
    return this.entries.map((e) => e.tab);
  }

  get activeId(): string | undefined {
    return this.active;
  }

  get hasUnsaved(): boolean {
    return this.entries.some((e) => e.tab.needSave);
  }

  async open(projectUuid: string, sceneId: string, version?: number): Promise<OpenSceneTab> {
    this.connect();
    const existing = this.entry(sceneId);
    if (existing && version === undefined) {
      await this.switchTo(sceneId);
      return this.entry(sceneId)!.tab;
    }
    return this.run(async () => {
      this.stashActive();
      const info = await this.deps.io().open(projectUuid, sceneId);
      let needSave = false;
      let tabVersion = info.version;
      if (version !== undefined && version !== info.version) {
        const older = await this.deps.api().call(LoadSceneVersion, { params: { id: sceneId, flag: 'true', version } });
        // Saving an older version makes it the newest; base it on the latest so the save is not stale.
        this.deps.io().swapDocument(JSON.parse(older.content) as SceneDocumentData, { needSave: true });
        needSave = true;
        tabVersion = info.version;
      }
      const tab = this.tabOf(info, needSave, tabVersion);
      if (existing) {
        existing.tab = tab;
        existing.stash = undefined;
      } else this.entries.push({ tab });
      this.active = tab.id;
      return tab;
    });
  }

  async openNew(projectUuid: string, name: string, category?: string): Promise<OpenSceneTab> {
    this.connect();
    return this.run(async () => {
      this.stashActive();
      const info = this.deps.io().openNew(projectUuid, name, category);
      const tab = this.tabOf(info, true);
      this.entries.push({ tab });
      this.active = tab.id;
      return tab;
    });
  }

  async switchTo(id: string): Promise<void> {
    this.connect();
    if (id === this.active) return;
    const target = this.entry(id);
    if (!target) throw new Error(`Scene ${id} is not open`);
    await this.run(async () => {
      this.stashActive();
      await this.activate(target);
    });
  }

  async close(id: string): Promise<void> {
    const index = this.entries.findIndex((e) => e.tab.id === id);
    if (index < 0) return;
    this.entries.splice(index, 1);
    if (this.active !== id) {
      this.emit();
      return;
    }
    this.active = undefined;
    const next = this.entries[Math.min(index, this.entries.length - 1)];
    if (next) await this.run(() => this.activate(next));
    else {
      this.busy = true;
      try {
        this.deps.io().swapDocument(undefined, { needSave: false });
      } finally {
        this.busy = false;
      }
      this.emit();
    }
  }

  async closeAll(): Promise<void> {
    for (const id of this.entries.map((e) => e.tab.id).reverse()) await this.close(id);
  }

  async save(options: { readonly force?: boolean } = {}): Promise<OpenSceneTab> {
    const entry = this.active ? this.entry(this.active) : undefined;
    if (!entry) throw new Error('No scene is open');
    this.willSave.next(entry.tab);
    try {
      this.busy = true;
      const info = await this.deps.io().save(options);
      entry.tab = this.tabOf(info, false);
      this.active = entry.tab.id;
      return entry.tab;
    } catch (error) {
      if (error instanceof ApiError && error.code === 409) {
        const data = (error.data ?? {}) as Partial<SceneSaveConflict> & { latestVersion?: number };
        this.conflicts.next({ sceneId: entry.tab.id, latestVersion: Number(data.latestVersion ?? 0), lastModifiedBy: String(data.lastModifiedBy ?? ''), lastModifiedTime: Number(data.lastModifiedTime ?? 0) });
      }
      throw error;
    } finally {
      this.busy = false;
      this.emit();
    }
  }

  async reload(): Promise<void> {
    const entry = this.active ? this.entry(this.active) : undefined;
    if (!entry || entry.tab.temporary) return;
    await this.run(async () => {
      const info = await this.deps.io().open(entry.tab.projectUuid, entry.tab.id);
      entry.tab = this.tabOf(info, false);
      entry.stash = undefined;
    });
  }

  async versions(sceneId: string): Promise<SceneVersionEntry[]> {
    if (isTemporarySceneId(sceneId)) return [];
    const rows = await this.deps.api().call(FindSceneVersions, { params: { id: sceneId } });
    return rows.map((row) => ({ version: Number(versionLabel(row.version)), label: versionLabel(row.version), user: row.updateBy, time: row.updateTime }));
  }

  ensureSavedForUpload(): boolean {
    const active = this.active ? this.entry(this.active) : undefined;
    if (!active || !active.tab.temporary) return true;
    const key = 'openScenes.saveFirst';
    const text = this.deps.translate?.(key);
    this.deps.notifications?.()?.warning(text && text !== key ? text : openScenesLocales.en[key]);
    return false;
  }

  /** Load a background tab into the editor. */
  private async activate(target: Entry): Promise<void> {
    const stash = target.stash;
    const needSave = target.tab.needSave;
    if (target.tab.temporary) {
      const info = this.deps.io().openNew(target.tab.projectUuid, target.tab.name, target.tab.category);
      target.tab = this.tabOf(info, true);
    } else {
      const info = await this.deps.io().open(target.tab.projectUuid, target.tab.id);
      target.tab = this.tabOf(info, needSave, needSave ? target.tab.version : info.version);
    }
    if (stash && needSave) this.deps.io().swapDocument(stash, { needSave: true });
    target.stash = undefined;
    this.active = target.tab.id;
  }

  private stashActive(): void {
    const current = this.active ? this.entry(this.active) : undefined;
    if (!current) return;
    current.stash = this.deps.document().snapshot();
    current.tab = { ...current.tab, needSave: this.deps.undo().needSave };
  }

  /** A save or open done outside the registry (Ctrl+S in the viewport): follow the uuid and version. */
  private followIo(info: OpenSceneInfo): void {
    const entry = this.active ? this.entry(this.active) : undefined;
    if (!entry) {
      this.entries.push({ tab: this.tabOf(info, this.deps.undo().needSave) });
      this.active = info.uuid;
    } else if (entry.tab.id === info.uuid || (entry.tab.temporary && entry.tab.projectUuid === info.projectUuid)) {
      entry.tab = this.tabOf(info, this.deps.undo().needSave);
      this.active = info.uuid;
    } else if (!this.entry(info.uuid)) {
      this.entries.push({ tab: this.tabOf(info, this.deps.undo().needSave) });
      this.active = info.uuid;
    } else this.active = info.uuid;
    this.emit();
  }

  private tabOf(info: OpenSceneInfo, needSave: boolean, version = info.version): OpenSceneTab {
    return { id: info.uuid, projectUuid: info.projectUuid, name: info.name, category: info.category, version, needSave, temporary: isTemporarySceneId(info.uuid) };
  }

  private updateActive(change: Partial<OpenSceneTab>): void {
    const entry = this.active ? this.entry(this.active) : undefined;
    if (!entry) return;
    entry.tab = { ...entry.tab, ...change };
    this.emit();
  }

  private entry(id: string): Entry | undefined {
    return this.entries.find((e) => e.tab.id === id);
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    this.busy = true;
    try {
      return await work();
    } finally {
      this.busy = false;
      this.emit();
    }
  }

  /** Stop following the undo service and the scene io (the plugin is deactivated). */
  dispose(): void {
    for (const subscription of this.subscriptions.splice(0)) subscription.unsubscribe();
    this.changes.complete();
    this.conflicts.complete();
    this.willSave.complete();
  }

  private emit(): void {
    this.changes.next(this.tabs);
  }
}
