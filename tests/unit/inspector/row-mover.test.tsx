// @vitest-environment happy-dom
import { BehaviorSubject } from 'rxjs';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorKernel, coreServiceModules, SceneDocumentWriter } from '../../../core/index.js';
import { AnimationService, definePlugin, NodeTypes, NotificationService, Panels, PermissionService, SCENE_ROOT_ID, SelectionService, UndoService } from '../../../sdk/index.js';
import type { AnimationService as AnimationServiceType, Notification, PropertyDescriptor, SceneNodeData } from '../../../sdk/index.js';
import inspectorPlugin from '../../../plugins/inspector/index.js';
import basicEditorsPlugin from '../../../plugins/editor-basic/index.js';
import { numberEditorPlugin } from '../../../plugins/editor-number/index.js';

const titles = (en: string) => ({ en, 'zh-CN': en, 'zh-TW': en });
const d = (name: string, over: Partial<PropertyDescriptor> = {}): PropertyDescriptor => ({ name, type: 'number', rank: 0, propertyGroup: 'base', titles: titles(`T ${name}`), ...over }) as PropertyDescriptor;

const fixture = definePlugin({
  id: 'test.row-mover',
  activate(ctx) {
    ctx.contribute(NodeTypes, { id: 'Scene', titles: titles('Scene'), descriptors: [] });
    ctx.contribute(NodeTypes, {
      id: 'Box', titles: titles('Box'),
      descriptors: [d('speed', { rank: 1 }), d('position', { type: 'vector3', rank: 2, default: { x: 0, y: 0, z: 0 } }), d('fixed', { rank: 3, rw: 'r' }), d('label', { type: 'string', rank: 4 })],
    });
  },
});

afterEach(cleanup);

async function setup() {
  const animation: AnimationServiceType = {
    current: undefined, onDidChangeCurrent: new BehaviorSubject<undefined>(undefined), isStateDriven: () => false,
    addProperty: () => ({ ok: false, message: '' }), removeProperty: () => ({ ok: false, message: '' }),
  };
  const animationStandIn = definePlugin({ id: 'builtin.animation', activate: (ctx) => ctx.provide(AnimationService, [], () => animation) });
  const kernel = await createEditorKernel([...coreServiceModules, ({ services }) => {
    services.bindValue(PermissionService, { can: () => true, allows: () => true, upgradeMessage: '' });
  }], [fixture, animationStandIn, inspectorPlugin, basicEditorsPlugin, numberEditorPlugin]);
  const messages: Notification[] = [];
  kernel.services.get(NotificationService).onDidNotify.subscribe((n) => messages.push(n));
  const doc = kernel.services.get(SceneDocumentWriter);
  const box = (id: string, y: number): SceneNodeData => ({ id, type: 'Box', parent: SCENE_ROOT_ID, name: id, props: { speed: 4, position: { x: 0, y, z: 0 } }, children: [] });
  doc.apply([doc.insertPatch([box('a', 2), box('b', 7)], { parent: SCENE_ROOT_ID, index: 0 })], 'load');
  const panel = kernel.registry.list(Panels).current.find((p) => p.id === 'inspector')!;
  const Component = panel.component!;
  render(<Component panelId="inspector" visible />);
  const undo = kernel.services.get(UndoService);
  const movers = (id: string) => doc.get(id)?.props.movers;
  return { doc, messages, undo, movers, selection: kernel.services.get(SelectionService) };
}

/** Type into a number field of the mover panel: focus its value, type, Enter. */
function typeNumber(field: HTMLElement, text: string) {
  const value = within(field).getByTestId('number-input');
  fireEvent.keyDown(value, { key: 'F2' });
  const input = within(field).getByTestId('number-input') as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('the mover editor of a node\'s number rows (spec 001 §3 Mover)', () => {
  it('adds a mover on one axis of a vector row, starting where the value stands; edits its fields; removes it; each one undo step', async () => {
    const { selection, movers, undo } = await setup();
    act(() => selection.set(['a']));
    const toggle = screen.getByTestId('inspector-mover-position');
    expect(toggle.dataset.movers).toBe('0');
    fireEvent.click(toggle);
    const panel = screen.getByTestId('inspector-mover-panel-position');
    fireEvent.click(within(panel).getByTestId('inspector-mover-axis-position.y'));
    fireEvent.click(within(panel).getByTestId('inspector-mover-add'));
    const added = { property: 'position.y', enable: true, min: 2, max: 3, duration: 1, delay: 0, swing: false, easing: 'linear' };
    expect(movers('a')).toEqual([{ id: expect.stringMatching(/^mover-/), ...added }]);
    expect(toggle.dataset.movers).toBe('1');
    expect(within(panel).getByTestId('inspector-mover-axis-position.y').className).toContain('kf-inspector-mover-axis-set');

    // All ten fields, drawn by the inspector's own editors.
    const fieldNames = within(panel).getAllByTestId(/^inspector-mover-field-/).map((f) => f.dataset.testid!.replace('inspector-mover-field-', ''));
    expect(fieldNames).toEqual(['enable', 'pause', 'swing', 'min', 'max', 'base', 'duration', 'delay', 'offset', 'easing']);
    typeNumber(screen.getByTestId('inspector-mover-field-max'), '5');
    fireEvent.click(within(screen.getByTestId('inspector-mover-field-swing')).getByRole('checkbox'));
    fireEvent.click(within(screen.getByTestId('inspector-mover-field-pause')).getByRole('checkbox'));
    typeNumber(screen.getByTestId('inspector-mover-field-offset'), '0.25');
    fireEvent.change(within(screen.getByTestId('inspector-mover-field-easing')).getByRole('combobox'), { target: { value: 'easeInQuad' } });
    expect(movers('a')).toEqual([expect.objectContaining({ ...added, max: 5, swing: true, pause: true, offset: 0.25, easing: 'easeInQuad' })]);
    // The document's own value is not written.
    expect(screen.getByTestId('inspector-row-position').querySelectorAll('input')[1]!.value).toBe('2');

    // A duration of 0 is clamped by the field (never written as 0).
    typeNumber(screen.getByTestId('inspector-mover-field-duration'), '0');
    expect((movers('a') as { duration: number }[])[0]!.duration).toBeGreaterThan(0);

    act(() => undo.undo());
    act(() => undo.undo());
    expect(movers('a')).toEqual([expect.objectContaining({ max: 5, swing: true, pause: true, offset: 0.25, easing: 'linear' })]);

    fireEvent.click(within(panel).getByTestId('inspector-mover-remove'));
    expect(movers('a')).toBeUndefined();
    expect(toggle.dataset.movers).toBe('0');
    act(() => undo.undo());
    expect(movers('a')).toHaveLength(1);
    expect(toggle.dataset.movers).toBe('1');
  });

  it('a number row moves itself (no axis choice); read-only and non-number rows have no mover', async () => {
    const { selection, movers } = await setup();
    act(() => selection.set(['a']));
    fireEvent.click(screen.getByTestId('inspector-mover-speed'));
    const panel = screen.getByTestId('inspector-mover-panel-speed');
    expect(within(panel).queryByRole('radiogroup')).toBeNull();
    fireEvent.click(within(panel).getByTestId('inspector-mover-add'));
    expect(movers('a')).toEqual([expect.objectContaining({ property: 'speed', min: 4, max: 5 })]);
    expect(screen.queryByTestId('inspector-mover-fixed')).toBeNull();
    expect(screen.queryByTestId('inspector-mover-label')).toBeNull();
  });

  it('with several nodes selected, each gets its own mover in one undo step', async () => {
    const { selection, movers, undo } = await setup();
    act(() => selection.set(['a', 'b']));
    fireEvent.click(screen.getByTestId('inspector-mover-position'));
    fireEvent.click(screen.getByTestId('inspector-mover-axis-position.y'));
    fireEvent.click(screen.getByTestId('inspector-mover-add'));
    expect(movers('a')).toEqual([expect.objectContaining({ property: 'position.y', min: 2 })]);
    expect(movers('b')).toEqual([expect.objectContaining({ property: 'position.y', min: 7 })]);
    act(() => undo.undo());
    expect(movers('a')).toBeUndefined();
    expect(movers('b')).toBeUndefined();
  });
});
