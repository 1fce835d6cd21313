// @vitest-environment happy-dom
import { BehaviorSubject, Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  coreServiceModules, createEditorKernel, designerRouteModule, DesignerRouteWriter, type EditorKernel,
} from '../../core/index.js';
import {
  CommandService, definePlugin, DesignerRouteService, Menus, NotificationService, OpenScenesCommandIds,
} from '../../sdk/index.js';
import type { Notification, OpenSceneTab, OpenScenesService as OpenScenes, SceneSaveConflict } from '../../sdk/index.js';
import { activateOpenScenesUi } from '../../plugins/open-scenes/index.js';

/** An open-scene registry that records what it is asked (the real one needs a scene server; its own tests cover it). */
function recordingOpenScenes() {
  const calls: string[] = [];
  let active: string | undefined;
  const tabs = new BehaviorSubject<readonly OpenSceneTab[]>([]);
  const tab = (id: string, projectUuid: string): OpenSceneTab => ({ id, projectUuid, name: id, category: 'Default', version: 1, needSave: false, temporary: false });
  const service: OpenScenes = {
    get tabs() {
      return tabs.value;
    },
    get activeId() {
      return active;
    },
    onDidChange: tabs.asObservable(),
    onWillSave: new Subject<OpenSceneTab>().asObservable(),
    onDidConflict: new Subject<SceneSaveConflict>().asObservable(),
    open: async (projectUuid, sceneId) => {
      calls.push(`open ${projectUuid}/${sceneId}`);
      active = sceneId;
      return tab(sceneId, projectUuid);
    },
    openNew: async () => tab('+1', 'p'),
    switchTo: async () => undefined,
    close: async () => undefined,
    closeAll: async () => undefined,
    save: async () => {
      calls.push(`save ${active}`);
      return tab(active!, 'p');
    },
    reload: async () => undefined,
    versions: async () => [],
    hasUnsaved: false,
    ensureSavedForUpload: () => true,
  };
  return { service, calls };
}

let kernel: EditorKernel | undefined;
afterEach(async () => {
  await kernel?.dispose();
  kernel = undefined;
});

async function setup(route: Parameters<typeof designerRouteModule>[0]) {
  const openScenes = recordingOpenScenes();
  kernel = await createEditorKernel(
    [...coreServiceModules, designerRouteModule(route)],
    // The open-scenes plugin's commands, prompts and route following, over the recording registry.
    [definePlugin({ id: 'builtin.open-scenes', capabilities: ['api.raw'], activate: (ctx) => activateOpenScenesUi(ctx, openScenes.service) })],
  );
  const notes: Notification[] = [];
  kernel.services.get(NotificationService).onDidNotify.subscribe((n) => notes.push(n));
  return { kernel, calls: openScenes.calls, notes, feed: kernel.services.get(DesignerRouteWriter) };
}

describe('the designer route the host feeds', () => {
  it('opens the scene the route names when the plugin starts, and another one when the host feeds another address, without polling', async () => {
    const timers = vi.spyOn(globalThis, 'setInterval');
    const { kernel, calls, feed } = await setup({ projectUuid: 'p1', sceneId: 's1', version: 3 });
    await Promise.resolve();
    expect(calls).toEqual(['open p1/s1']);
    expect(kernel.services.get(DesignerRouteService).current).toEqual({ projectUuid: 'p1', sceneId: 's1', version: 3 });
    feed.set({ projectUuid: 'p1', sceneId: 's2', version: 1 });
    feed.set({ projectUuid: 'p1', sceneId: 's2', version: 1 }); // the same route again: nothing
    await Promise.resolve();
    expect(calls).toEqual(['open p1/s1', 'open p1/s2']);
    feed.set({ projectUuid: 'p1' }); // a project-only address opens nothing
    expect(calls).toHaveLength(2);
    expect(timers).not.toHaveBeenCalled();
    timers.mockRestore();
  });

  it('plugins get a read-only view: no set, and the host feed is a core id', async () => {
    const { kernel } = await setup({});
    const view = kernel.services.get(DesignerRouteService) as unknown as Record<string, unknown>;
    expect(view.set).toBeUndefined();
    expect(Object.isFrozen(view)).toBe(true);
    expect(Object.isFrozen(kernel.services.get(DesignerRouteService).current)).toBe(true);
  });

  it('carries the safe-mode flag, and a plugin asks the host to leave safe mode through it', async () => {
    const { kernel, feed } = await setup({ projectUuid: 'p', safeMode: true });
    expect(kernel.services.get(DesignerRouteService).current.safeMode).toBe(true);
    const asked: number[] = [];
    feed.onDidRequestLeaveSafeMode.subscribe(() => asked.push(1));
    kernel.services.get(DesignerRouteService).leaveSafeMode();
    expect(asked).toEqual([1]);
    const seen: (boolean | undefined)[] = [];
    kernel.services.get(DesignerRouteService).onDidChange.subscribe((r) => seen.push(r.safeMode));
    feed.set({ projectUuid: 'p' });
    expect(seen).toEqual([true, undefined]);
  });
});

describe('Save belongs to the open-scenes plugin', () => {
  it('binds Ctrl+S and the File menu; saves the active scene with a notice, and warns when none is open', async () => {
    const { kernel, calls, notes, feed } = await setup({});
    const commands = kernel.services.get(CommandService);
    expect(commands.keybindingsOf(OpenScenesCommandIds.save)).toEqual(['Ctrl+S']);
    expect(kernel.registry.list(Menus).current).toContainEqual({ menu: 'file', command: OpenScenesCommandIds.save, group: 'save', order: 1 });
    await commands.execute(OpenScenesCommandIds.save);
    expect(calls).toEqual([]);
    expect(notes.map((n) => [n.kind, n.message])).toEqual([['warning', 'No scene is open']]);
    feed.set({ projectUuid: 'p', sceneId: 's' });
    await Promise.resolve();
    await commands.execute(OpenScenesCommandIds.save);
    expect(calls).toEqual(['open p/s', 'save s']);
    expect(notes.at(-1)).toMatchObject({ kind: 'success', message: 'Scene saved' });
  });
});
