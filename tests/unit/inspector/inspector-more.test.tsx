// @vitest-environment happy-dom
import { BehaviorSubject } from 'rxjs';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEditorKernel, coreServiceModules, SceneDocumentWriter } from '../../../core/index.js';
import {
  AnimationService, Commands, definePlugin, ExposedPropertiesService, findMover, MOVER_NODE_TYPE, NodeTypes, NotificationService, Panels,
  PermissionService, PropertyEditors, SCENE_ROOT_ID, SceneCommandIds, SelectionService, UndoService,
} from '../../../sdk/index.js';
import type { AnimationService as AnimationServiceType, ExposeDialogArgs, Notification, PropertyDescriptor, SceneNodeData } from '../../../sdk/index.js';
import inspectorPlugin from '../../../plugins/inspector/index.js';
import colorEditorPlugin from '../../../plugins/editor-color/index.js';
import { LIVE_WRITE_MS } from '../../../plugins/editor-color/color-editor.js';

const titles = (en: string) => ({ en, 'zh-CN': en, 'zh-TW': en });
const d = (name: string, over: Partial<PropertyDescriptor> = {}): PropertyDescriptor => ({ name, type: 'number', rank: 0, propertyGroup: 'base', titles: titles(`T ${name}`), ...over }) as PropertyDescriptor;

const opened: ExposeDialogArgs[] = [];
const fixture = definePlugin({
  id: 'test.fixture-more',
  activate(ctx) {
    ctx.contribute(NodeTypes, { id: 'Scene', titles: titles('Scene'), descriptors: [d('bg', { type: 'color3', propertyGroup: 'background', default: { r: 0.2, g: 0.2, b: 0.2 } })] });
    ctx.contribute(NodeTypes, { id: 'Box', titles: titles('Box'), descriptors: [d('size', { rank: 1 }), d('position', { type: 'vector3', rank: 2 }), d('speed', { rank: 3 })] });
    ctx.contribute(PropertyEditors, { types: ['number'], component: () => <input aria-label="v" /> });
    ctx.contribute(PropertyEditors, { types: ['vector3'], component: () => <input aria-label="v" /> });
    ctx.contribute(Commands, { id: SceneCommandIds.openExposeDialog, titleKey: 'x', run: ({ args }) => { opened.push(args as ExposeDialogArgs); } });
  },
});

afterEach(() => {
  cleanup();
  opened.length = 0;
  vi.useRealTimers();
});

async function setup(box: Partial<SceneNodeData> = {}, extra: SceneNodeData[] = []) {
  const calls: string[] = [];
  const current = { id: 'anim1', name: 'Walk' };
  const animation: AnimationServiceType = {
    current, onDidChangeCurrent: new BehaviorSubject<typeof current | undefined>(current), isStateDriven: () => false,
    addProperty: (id, p, title) => (calls.push(`add ${id}.${p}`), { ok: true, message: `"${title}" successfully added to animation "Walk"!` }),
    removeProperty: (id, p, title) => (calls.push(`remove ${id}.${p}`), { ok: true, message: `"${title}" removed from animation "Walk"` }),
  };
  // The animation plugin's place is taken by a plugin that provides the stand-in above.
  const animationStandIn = definePlugin({ id: 'builtin.animation', activate: (ctx) => ctx.provide(AnimationService, [], () => animation) });
  const kernel = await createEditorKernel([...coreServiceModules, ({ services }) => {
    services.bindValue(PermissionService, { can: () => true, allows: () => true, upgradeMessage: '' });
  }], [fixture, animationStandIn, inspectorPlugin, colorEditorPlugin]);
  const messages: Notification[] = [];
  kernel.services.get(NotificationService).onDidNotify.subscribe((n) => messages.push(n));
  const doc = kernel.services.get(SceneDocumentWriter);
  doc.apply([doc.insertPatch([{ id: 'a', type: 'Box', parent: SCENE_ROOT_ID, name: 'a', props: { size: 1, speed: 1 }, children: [], ...box }, ...extra], { parent: SCENE_ROOT_ID, index: 0 })], 'load');
  const panel = kernel.registry.list(Panels).current.find((p) => p.id === 'inspector')!;
  const Component = panel.component!;
  render(<Component panelId="inspector" visible />);
  return { kernel, doc, calls, messages, selection: kernel.services.get(SelectionService), undo: kernel.services.get(UndoService) };
}

describe('spec 001 §4: a property driven by a mover cannot be added to an animation', () => {
  it('refuses Ctrl+click on a property whose owner lists a mover for it (or for part of it); others are added', async () => {
    const { selection, calls, messages } = await setup({ props: { size: 1, speed: 1, movers: [{ id: 'm1', property: 'position.y', enable: false, duration: 2 }] } });
    act(() => selection.set(['a']));
    fireEvent.click(screen.getByTestId('inspector-title-position'), { ctrlKey: true });
    expect(messages.at(-1)).toMatchObject({ kind: 'warning', message: '"T position" is driven by a mover and cannot be animated' });
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByTestId('inspector-title-size'), { ctrlKey: true });
    expect(calls).toEqual(['add a.size']);
    // removing from the animation stays possible
    fireEvent.click(screen.getByTestId('inspector-title-position'), { ctrlKey: true, shiftKey: true });
    expect(calls).toEqual(['add a.size', 'remove a.position']);
  });

  it('refuses a property driven by a mover child node', async () => {
    const mover: SceneNodeData = { id: 'mv', type: MOVER_NODE_TYPE, parent: 'a', name: 'Mover', props: { property: 'speed', swing: true }, children: [] };
    const { selection, calls, messages, doc } = await setup({ children: ['mv'] }, [mover]);
    expect(findMover(doc, 'a', 'speed')).toMatchObject({ id: 'mv', property: 'speed' });
    act(() => selection.set(['a']));
    fireEvent.click(screen.getByTestId('inspector-title-speed'), { ctrlKey: true });
    expect(messages.at(-1)?.message).toBe('"T speed" is driven by a mover and cannot be animated');
    expect(calls).toEqual([]);
  });
});

describe('property titles by keyboard (accessibility)', () => {
  it('are focusable buttons named by their label, with a description and the editor group labelled by them', async () => {
    const { selection } = await setup();
    act(() => selection.set(['a']));
    const title = screen.getByRole('button', { name: 'T size' });
    expect(title.tabIndex).toBe(0);
    expect(title.getAttribute('aria-haspopup')).toBe('menu');
    const description = document.getElementById(title.getAttribute('aria-describedby')!);
    expect(description?.textContent).toContain('Ctrl+Enter: add to animation');
    expect(screen.getByRole('group', { name: 'T size' })).toBeTruthy();
  });

  it('Enter opens Set Parameters, Ctrl+Enter adds, Ctrl+Shift+Enter removes', async () => {
    const { selection, calls } = await setup();
    act(() => selection.set(['a']));
    const title = screen.getByTestId('inspector-title-size');
    fireEvent.keyDown(title, { key: 'Enter' });
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({ owner: { kind: 'node', id: 'a' }, property: 'size', title: 'T size' });
    fireEvent.keyDown(title, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(title, { key: 'Enter', ctrlKey: true, shiftKey: true });
    expect(calls).toEqual(['add a.size', 'remove a.size']);
  });

  it('the menu key opens a menu with the same actions (and Bind to live data); arrows move, Escape closes back to the title', async () => {
    const { selection, calls } = await setup();
    act(() => selection.set(['a']));
    const title = screen.getByTestId('inspector-title-size');
    fireEvent.keyDown(title, { key: 'ContextMenu' });
    const menu = screen.getByRole('menu', { name: 'Actions for "T size"' });
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['Set parameters…', 'Add to animation', 'Remove from animation', 'Bind to live data…']);
    expect(document.activeElement?.textContent).toBe('Set parameters…');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Add to animation');
    fireEvent.click(document.activeElement!);
    expect(calls).toEqual(['add a.size']);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(title);
    fireEvent.contextMenu(title);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(title);
  });
});

describe('a cancelled colour picker leaves no undo step (real undo service)', () => {
  it('on a property that was never set (the default shown): Cancel restores it absent, no step, needSave unchanged', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { doc, undo } = await setup();
    expect(doc.root.props.bg).toBeUndefined();
    fireEvent.click(screen.getByTestId('color-swatch'));
    fireEvent.click(screen.getByTestId('color-preset-3'));
    act(() => { vi.advanceTimersByTime(LIVE_WRITE_MS + 1); });
    expect(doc.root.props.bg).toEqual({ r: 1, g: 0.231373, b: 0.188235 });
    expect(undo.needSave).toBe(true);
    fireEvent.click(screen.getByTestId('color-cancel'));
    expect('bg' in doc.root.props).toBe(false);
    expect(undo.canUndo).toBe(false);
    expect(undo.needSave).toBe(false);
    // closing without a change records nothing either
    fireEvent.click(screen.getByTestId('color-swatch'));
    fireEvent.click(screen.getByTestId('color-ok'));
    expect(undo.canUndo).toBe(false);
    expect(undo.needSave).toBe(false);
  });

  it('deleting a node through undo drops its exposed property in the same step', async () => {
    const { kernel, doc, undo } = await setup();
    const exposed = kernel.services.get(ExposedPropertiesService);
    exposed.expose({ owner: { kind: 'node', id: 'a' }, property: 'size', type: 'number', name: 'Size', group: '', title: 'T size' });
    undo.execute([doc.removePatch('a')]);
    expect(exposed.all).toEqual([]);
    undo.undo();
    expect(exposed.find('a', 'size')?.name).toBe('Size');
  });
});
