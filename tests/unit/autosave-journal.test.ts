import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SceneDocumentService, UndoService } from '../../sdk/index.js';
import type { OpenSceneTab, PatchSummary, SceneNodeData, ScenePatch } from '../../sdk/index.js';
import { coreServiceModules, createEditorKernel } from '../../core/index.js';
import { JournalRecorder } from '../../plugins/autosave-journal/journal-recorder.js';
import type { RestoreAnswer } from '../../plugins/autosave-journal/journal-recorder.js';
import { storageMarks } from '../../plugins/autosave-journal/journal-store.js';
import type { JournalHead, JournalStore, StoredJournal } from '../../plugins/autosave-journal/journal-store.js';

/** The store's contract kept in memory (the IndexedDB one is driven by the end-to-end test). */
class MemoryJournal implements JournalStore {
  readonly heads = new Map<string, JournalHead>();
  readonly changes = new Map<string, (readonly ScenePatch[])[]>();
  /** The page closes before a queued removal lands: removals are lost while this is set. */
  loseRemovals = false;
  private readonly markStorage = new Map<string, string>();
  private readonly marks = storageMarks({
    getItem: (k) => this.markStorage.get(k) ?? null,
    setItem: (k, v) => void this.markStorage.set(k, v),
    removeItem: (k) => void this.markStorage.delete(k),
  });
  readonly markCleared = this.marks.markCleared;
  readonly clearedAt = this.marks.clearedAt;
  async append(head: JournalHead, patches: readonly ScenePatch[]) {
    this.heads.set(head.key, head);
    this.changes.set(head.key, [...(this.changes.get(head.key) ?? []), structuredClone(patches)]);
  }
  async read(key: string): Promise<StoredJournal | undefined> {
    const head = this.heads.get(key);
    return head && { head, changes: this.changes.get(key) ?? [] };
  }
  async remove(key: string, clearedAt?: number) {
    if (this.loseRemovals) return;
    this.heads.delete(key);
    this.changes.delete(key);
    if (clearedAt !== undefined) this.marks.unmark(key, clearedAt);
  }
}

const tab = (over: Partial<OpenSceneTab> = {}): OpenSceneTab => ({
  id: 's1', projectUuid: 'p1', name: 'Plant', category: '', version: 3, needSave: false, temporary: false, ...over,
});

async function setup(store = new MemoryJournal(), answer: RestoreAnswer | undefined = 'restore') {
  const kernel = await createEditorKernel(coreServiceModules);
  const document = kernel.services.get(SceneDocumentService);
  const undo = kernel.services.get(UndoService);
  const tabs = new BehaviorSubject<readonly OpenSceneTab[]>([]);
  const offers: PatchSummary[] = [];
  const events: string[] = [];
  const openScenes = {
    get tabs() { return tabs.value; },
    get activeId() { return tabs.value[0]?.id; },
    onDidChange: tabs.asObservable(),
  };
  const recorder = new JournalRecorder({
    store, document, undo, openScenes,
    userId: () => 'u1',
    offer: async (_tab, _journal, summary) => { offers.push(summary); return answer; },
    onFull: () => events.push('full'),
    onRestored: () => events.push('restored'),
    onRestoreFailed: () => events.push('failed'),
    onStoreError: (e) => events.push(`store: ${String(e)}`),
    limits: { maxChanges: 50, maxBytes: 1e6 },
  });
  const stop = recorder.start();
  const settle = async () => {
    for (let i = 0; i < 5; i++) await recorder.flushed();
  };
  const addBox = (id: string, name = id) => {
    const node: SceneNodeData = { id, type: 'Mesh', parent: 'scene', name, props: {}, children: [] };
    undo.execute([document.insertPatch([node], { parent: 'scene', index: 0 })]);
  };
  return { kernel, document, undo, tabs, store, offers, events, stop, settle, addBox };
}

describe('the autosave journal', () => {
  it('keeps each edit of an open scene and offers it back, as its difference, when the scene opens again', async () => {
    const first = await setup();
    first.tabs.next([tab()]);
    await first.settle();
    first.addBox('b1', 'Pump');
    first.undo.execute([first.document.setNamePatch('b1', 'Pump A')]);
    first.undo.execute([first.document.setPropPatch('b1', 'visible', false)]);
    first.tabs.next([tab({ needSave: true })]);
    await first.settle();
    expect(first.store.heads.get('u1|s1')).toMatchObject({ count: 3, baseVersion: 3, sceneName: 'Plant' });
    first.stop();

    // The page is gone; the same scene opens in a new page at the same version.
    const second = await setup(first.store);
    second.tabs.next([tab()]);
    await second.settle();
    expect(second.offers).toHaveLength(1);
    expect(second.offers[0]!.added).toEqual([{ id: 'b1', name: 'Pump A', type: 'Mesh' }]);
    expect(second.document.get('b1')).toMatchObject({ name: 'Pump A', props: { visible: false } });
    expect(second.events).toEqual(['restored']);
    // The restore is one undoable step, and now the journal holds that step (made on version 3).
    expect(second.undo.undo()).toBe(true);
    expect(second.document.get('b1')).toBeUndefined();
    await second.settle();
    expect(second.store.heads.get('u1|s1')).toMatchObject({ count: 2, baseVersion: 3 });
  });

  it('clears the journal when the scene is saved, and starts again on the new version', async () => {
    const s = await setup();
    s.tabs.next([tab()]);
    await s.settle();
    s.addBox('b1');
    s.tabs.next([tab({ needSave: true })]);
    s.tabs.next([tab({ version: 4 })]);
    await s.settle();
    expect(s.store.heads.has('u1|s1')).toBe(false);
    s.addBox('b2');
    await s.settle();
    expect(s.store.heads.get('u1|s1')).toMatchObject({ count: 1, baseVersion: 4 });
  });

  it('offers nothing after a save whose removal never landed (the page closed at once), and journals on from there', async () => {
    const store = new MemoryJournal();
    const first = await setup(store);
    first.tabs.next([tab()]);
    await first.settle();
    first.addBox('b1');
    await first.settle();
    store.loseRemovals = true;
    first.tabs.next([tab({ needSave: true })]);
    first.tabs.next([tab({ version: 4 })]); // saved; the page closes before the journal's removal runs
    await first.settle();
    first.stop();
    expect(store.heads.has('u1|s1')).toBe(true);
    store.loseRemovals = false;
    const second = await setup(store);
    second.tabs.next([tab({ version: 4 })]);
    await second.settle();
    expect(second.offers).toEqual([]);
    expect(store.heads.has('u1|s1')).toBe(false);
    expect(store.clearedAt('u1|s1')).toBeUndefined();
    // The scene is journaled again from there: the next edit is offered on the next visit.
    second.addBox('b2', 'Valve');
    await second.settle();
    second.stop();
    const third = await setup(store);
    third.tabs.next([tab({ version: 4 })]);
    await third.settle();
    expect(third.offers).toHaveLength(1);
  });

  it('clears the journal when the scene is closed or its edits are dropped', async () => {
    const s = await setup();
    s.tabs.next([tab()]);
    await s.settle();
    s.addBox('b1');
    s.tabs.next([tab({ needSave: true })]);
    s.tabs.next([tab({ needSave: false })]); // reloaded, or undone back to the saved state
    await s.settle();
    expect(s.store.heads.has('u1|s1')).toBe(false);
    s.addBox('b2');
    s.tabs.next([tab({ needSave: true })]);
    s.tabs.next([]);
    await s.settle();
    expect(s.store.heads.has('u1|s1')).toBe(false);
  });

  it('forgets the journal when the user discards it, and offers nothing for edits that cancel out', async () => {
    const store = new MemoryJournal();
    const first = await setup(store);
    first.tabs.next([tab()]);
    await first.settle();
    first.addBox('b1');
    await first.settle();
    first.stop();
    const discarding = await setup(store, 'discard');
    discarding.tabs.next([tab()]);
    await discarding.settle();
    expect(discarding.offers).toHaveLength(1);
    expect(discarding.document.get('b1')).toBeUndefined();
    expect(store.heads.has('u1|s1')).toBe(false);

    const undone = await setup(store);
    undone.tabs.next([tab({ id: 's2' })]);
    await undone.settle();
    undone.addBox('b3');
    undone.undo.undo();
    await undone.settle();
    undone.stop();
    const third = await setup(store);
    third.tabs.next([tab({ id: 's2' })]);
    await third.settle();
    expect(third.offers).toEqual([]);
    expect(store.heads.has('u1|s2')).toBe(false);
  });

  it('keeps the journal when its edits no longer fit the scene, and does not add to it', async () => {
    const store = new MemoryJournal();
    await store.append({ key: 'u1|s1', userId: 'u1', sceneId: 's1', projectUuid: 'p1', sceneName: 'Plant', baseVersion: 2, count: 1, bytes: 10, updatedAt: 0 },
      [{ op: 'setName', id: 'gone', name: 'X', old: 'Y' }]);
    const s = await setup(store);
    s.tabs.next([tab()]);
    await s.settle();
    expect(s.events).toEqual(['failed']);
    s.addBox('b1');
    await s.settle();
    expect(store.changes.get('u1|s1')).toHaveLength(1);
  });

  it('stops at its limit and says so once', async () => {
    const s = await setup();
    s.tabs.next([tab()]);
    await s.settle();
    for (let i = 0; i < 60; i++) s.addBox(`b${i}`);
    await s.settle();
    expect(s.store.heads.get('u1|s1')?.count).toBe(50);
    expect(s.events).toEqual(['full']);
  });

  it('journals nothing for a scene never saved', async () => {
    const s = await setup();
    s.tabs.next([tab({ id: '+123', temporary: true, version: 0 })]);
    await s.settle();
    s.addBox('b1');
    await s.settle();
    expect(s.store.heads.size).toBe(0);
  });
});
