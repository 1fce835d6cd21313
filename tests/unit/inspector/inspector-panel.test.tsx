// @vitest-environment happy-dom
import { BehaviorSubject } from 'rxjs';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorKernel, coreServiceModules, SceneDocumentWriter } from '../../../core/index.js';
import type { ServiceModule } from '../../../core/index.js';
import {
  AnimationService, Commands, definePlugin, NotificationService, PermissionService, ExposedPropertiesService, MIXED, NodeTypes, Panels, PropertyEditors, SCENE_ROOT_ID, SceneCommandIds,
  SelectionService, UndoService,
} from '../../../sdk/index.js';
import type { AnimationService as AnimationServiceType, ExposeDialogArgs, JsonValue, Notification, PropertyDescriptor, PropertyEditorProps } from '../../../sdk/index.js';
import inspectorPlugin from '../../../plugins/inspector/index.js';
import animationPlugin from '../../../plugins/animation/index.js';

// Property types of the test's own, declared as a third party declares them.
declare module '../../../sdk/index.js' {
  interface PropertyValueTypes {
    broken: JsonValue;
    unknownType: JsonValue;
  }
}

const titles = (en: string) => ({ en, 'zh-CN': en, 'zh-TW': en });
const d = (name: string, over: Partial<PropertyDescriptor> = {}): PropertyDescriptor => ({ name, type: 'number', rank: 0, propertyGroup: 'base', titles: titles(`T ${name}`), ...over }) as PropertyDescriptor;

function TestEditor({ value, readOnly, onChange }: PropertyEditorProps<'number'>) {
  return <input aria-label="value" disabled={readOnly} value={value === MIXED ? '??' : String(value)} onChange={(e) => onChange(Number(e.target.value))} />;
}
function EachEditor({ onChangeEach }: PropertyEditorProps<'number'>) {
  return <button type="button" onClick={() => onChangeEach?.((old, index) => Number(old) * 10 + index)}>each</button>;
}
function Broken(): never {
  throw new Error('boom');
}

const opened: ExposeDialogArgs[] = [];
const fixture = definePlugin({
  id: 'test.fixture',
  activate(ctx) {
    ctx.contribute(NodeTypes, { id: 'Scene', titles: titles('Scene'), descriptors: [d('width', { propertyGroup: 'render' })] });
    ctx.contribute(NodeTypes, { id: 'Box', titles: titles('Box'), descriptors: [
      d('size', { rank: 2 }), d('weight', { rank: 1, propertyGroup: 'physics' }), d('hidden', { hide: true }), d('locked', { rw: 'r' }),
      d('broken', { type: 'broken', rank: 9 }), d('onlyBox', { type: 'unknownType', rank: 8 }),
    ] });
    ctx.contribute(NodeTypes, { id: 'Ball', titles: titles('Ball'), descriptors: [d('size', { rank: 2 }), d('weight', { rank: 1, propertyGroup: 'base' })] });
    ctx.contribute(PropertyEditors, { types: ['number'], component: TestEditor });
    ctx.contribute(PropertyEditors, { types: ['broken'], component: Broken });
    ctx.contribute(PropertyEditors, { types: ['number'], priority: 1, canHandle: (x: PropertyDescriptor) => x.name === 'weight', component: EachEditor });
    ctx.contribute(Commands, { id: SceneCommandIds.openExposeDialog, titleKey: 'x', run: ({ args }) => { opened.push(args as ExposeDialogArgs); } });
  },
});

/** The animation plugin's place taken by a plugin that provides `animation` (a stand-in the test controls). */
const animationStandIn = (animation: AnimationServiceType) =>
  definePlugin({ id: 'builtin.animation', activate: (ctx) => ctx.provide(AnimationService, [], () => animation) });

async function setup(extra: ServiceModule[] = [], animation?: AnimationServiceType) {
  const kernel = await createEditorKernel([...coreServiceModules, ...extra], [fixture, animation ? animationStandIn(animation) : animationPlugin, inspectorPlugin]);
  const messages: Notification[] = [];
  kernel.services.get(NotificationService).onDidNotify.subscribe((n) => messages.push(n));
  const doc = kernel.services.get(SceneDocumentWriter);
  const add = (id: string, type: string, props: Record<string, number>) =>
    doc.apply([doc.insertPatch([{ id, type, parent: SCENE_ROOT_ID, name: id, props, children: [] }], { parent: SCENE_ROOT_ID, index: 0 })], 'load');
  add('a', 'Box', { size: 1, weight: 1, locked: 3 });
  add('b', 'Box', { size: 2, weight: 1, locked: 3 });
  add('c', 'Box', { size: 1, weight: 1, locked: 3 });
  add('z', 'Ball', { size: 1, weight: 1 });
  const panel = kernel.registry.list(Panels).current.find((p) => p.id === 'inspector')!;
  const Component = panel.component!;
  render(<Component panelId="inspector" visible />);
  return { kernel, doc, messages, selection: kernel.services.get(SelectionService), undo: kernel.services.get(UndoService) };
}

afterEach(cleanup);

describe('inspector panel', () => {
  it('contributes a right-area panel and shows the scene root when nothing is selected', async () => {
    await setup();
    expect(screen.getByTestId('inspector-row-width')).toBeTruthy();
    expect(screen.getByTestId('inspector-group-render')).toBeTruthy();
  });

  it('shows rows by group order and rank, hides hidden ones, disables read-only ones', async () => {
    const { selection } = await setup();
    act(() => selection.set(['a']));
    const rows = screen.getAllByTestId(/^inspector-row-/).map((r) => r.dataset.testid);
    expect(rows).toEqual(['inspector-row-locked', 'inspector-row-size', 'inspector-row-onlyBox', 'inspector-row-broken', 'inspector-row-weight']);
    expect(screen.queryByTestId('inspector-row-hidden')).toBeNull();
    expect((screen.getByTestId('inspector-row-locked').querySelector('input') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('inspector-row-onlyBox').textContent).toContain('No editor for type "unknownType"');
    expect(screen.getByTestId('inspector-row-broken').textContent).toContain('This editor failed to show');
  });

  it('collapses a group', async () => {
    const { selection } = await setup();
    act(() => selection.set(['a']));
    fireEvent.click(screen.getByTestId('inspector-group-physics').querySelector('button')!);
    expect(screen.queryByTestId('inspector-row-weight')).toBeNull();
  });

  it('applies the multi-selection rule, shows ?? on differing values and writes all nodes in one undo step', async () => {
    const { selection, doc, undo } = await setup();
    act(() => selection.set(['a', 'b', 'c']));
    const size = () => screen.getByTestId('inspector-row-size').querySelector('input') as HTMLInputElement;
    expect(size().value).toBe('??');
    act(() => { fireEvent.change(size(), { target: { value: '7' } }); });
    expect(['a', 'b', 'c'].map((id) => doc.get(id)!.props.size)).toEqual([7, 7, 7]);
    expect(size().value).toBe('7');
    act(() => { undo.undo(); });
    expect(['a', 'b', 'c'].map((id) => doc.get(id)!.props.size)).toEqual([1, 2, 1]);
    expect(size().value).toBe('??');
    act(() => selection.set(['a', 'z']));
    expect(screen.getByTestId('inspector-row-size')).toBeTruthy();
    expect(screen.queryByTestId('inspector-row-weight')).toBeNull();
    expect(screen.getByTestId('inspector-heading').textContent).toBe('2 nodes selected');
  });

  it('writes per-node values through onChangeEach as one undo step', async () => {
    const { selection, doc, undo } = await setup();
    act(() => selection.set(['a', 'b', 'c']));
    act(() => { fireEvent.click(screen.getByTestId('inspector-row-weight').querySelector('button')!); });
    expect(['a', 'b', 'c'].map((id) => doc.get(id)!.props.weight)).toEqual([10, 11, 12]);
    act(() => { undo.undo(); });
    expect(['a', 'b', 'c'].map((id) => doc.get(id)!.props.weight)).toEqual([1, 1, 1]);
  });

  it('colours exposed titles orange and opens the expose dialog on double-click', async () => {
    const { selection, kernel } = await setup();
    act(() => selection.set(['a']));
    const title = screen.getByTestId('inspector-title-size');
    expect(title.style.color).toBe('#ffffff');
    fireEvent.doubleClick(title);
    expect(opened.at(-1)).toEqual({ owner: { kind: 'node', id: 'a' }, property: 'size', type: 'number', title: 'T size' });
    act(() => { kernel.services.get(ExposedPropertiesService).expose({ owner: { kind: 'node', id: 'a' }, property: 'size', type: 'number', name: '', group: '', title: 'T size' }); });
    expect(screen.getByTestId('inspector-row-size').dataset.titleState).toBe('exposed');
    expect(screen.getByTestId('inspector-title-size').style.color).toBe('#ff9900');
  });

  it('shows the refusal of the animation service on Ctrl+click, and refuses exposed properties itself', async () => {
    const { selection, kernel, messages } = await setup();
    act(() => selection.set(['a']));
    fireEvent.click(screen.getByTestId('inspector-title-size'), { ctrlKey: true });
    expect(messages.at(-1)).toMatchObject({ kind: 'warning', message: 'Please select an animation first' });
    fireEvent.click(screen.getByTestId('inspector-title-size'));
    expect(messages.filter((m) => m.kind === 'warning')).toHaveLength(1);
    act(() => { kernel.services.get(ExposedPropertiesService).expose({ owner: { kind: 'node', id: 'a' }, property: 'size', type: 'number', name: 'n', group: '', title: 'T size' }); });
    fireEvent.click(screen.getByTestId('inspector-title-size'), { ctrlKey: true });
    expect(messages.at(-1)!.message).toBe('"T size" is exposed and cannot be animated');
  });

  it('gates adding keyframes on the subscription, and reports the service success on Ctrl+click and Ctrl+Shift+click', async () => {
    let allowed = false;
    const calls: string[] = [];
    const current = { id: 'anim1', name: 'Walk' };
    const animation: AnimationServiceType = {
      current, onDidChangeCurrent: new BehaviorSubject<typeof current | undefined>(current), isStateDriven: (id, p) => id === 'a' && p === 'weight',
      addProperty: (id, p, title) => (calls.push(`add ${id}.${p}`), { ok: true, message: `"${title}" successfully added to animation "Walk"!` }),
      removeProperty: (id, p, title) => (calls.push(`remove ${id}.${p}`), { ok: true, message: `"${title}" removed from animation "Walk"` }),
    };
    const { selection, messages } = await setup([({ services }) => {
      services.bindValue(PermissionService, { can: () => true, allows: () => allowed, upgradeMessage: '' });
    }], animation);
    act(() => selection.set(['a']));
    expect(screen.getByTestId('inspector-title-weight').style.color).toBe('#3fbf3f');
    fireEvent.click(screen.getByTestId('inspector-title-size'), { ctrlKey: true });
    expect(messages.at(-1)).toMatchObject({ kind: 'warning', message: 'No permission at the moment, you can upgrade your subscription plan' });
    expect(calls).toEqual([]);
    allowed = true;
    fireEvent.click(screen.getByTestId('inspector-title-size'), { ctrlKey: true });
    expect(messages.at(-1)).toMatchObject({ kind: 'success', message: '"T size" successfully added to animation "Walk"!' });
    fireEvent.click(screen.getByTestId('inspector-title-size'), { ctrlKey: true, shiftKey: true });
    expect(messages.at(-1)).toMatchObject({ kind: 'success', message: '"T size" removed from animation "Walk"' });
    expect(calls).toEqual(['add a.size', 'remove a.size']);
  });
});
