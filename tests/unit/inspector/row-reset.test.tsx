// @vitest-environment happy-dom
import { BehaviorSubject } from 'rxjs';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorKernel, coreServiceModules, SceneDocumentWriter } from '../../../core/index.js';
import { AnimationService, definePlugin, I18nService, NodeTypes, Panels, PermissionService, SCENE_ROOT_ID, SelectionService, UndoService } from '../../../sdk/index.js';
import type { AnimationService as AnimationServiceType, JsonValue, SceneNodeData } from '../../../sdk/index.js';
import inspectorPlugin from '../../../plugins/inspector/index.js';
import colorEditorPlugin from '../../../plugins/editor-color/index.js';
import { MESH_DESCRIPTORS } from '../../../plugins/node-mesh/descriptors.js';
import { sameResetValue } from '../../../plugins/inspector/row-reset.js';

const titles = (en: string) => ({ en, 'zh-CN': en, 'zh-TW': en });
// The mesh's own descriptor table: its Colour row names the imported colour (modelColor) as the value to go back to.
const fixture = definePlugin({
  id: 'test.row-reset',
  activate(ctx) {
    ctx.contribute(NodeTypes, { id: 'Scene', titles: titles('Scene'), descriptors: [] });
    ctx.contribute(NodeTypes, { id: 'Mesh', titles: titles('Mesh'), descriptors: MESH_DESCRIPTORS.filter((d) => d.name === 'color' || d.name === 'modelColor') });
  },
});

afterEach(() => {
  cleanup();
  localStorage.removeItem('kf.locale');
});

const ORANGE = { r: 1, g: 0.7297, b: 0.3511 };
const GREEN = { r: 0.12549, g: 0.878431, b: 0.25098 };

async function setup(locale: 'en' | 'zh-CN' | 'zh-TW' = 'en') {
  localStorage.setItem('kf.locale', locale);
  const animation: AnimationServiceType = {
    current: undefined, onDidChangeCurrent: new BehaviorSubject<undefined>(undefined), isStateDriven: () => false,
    addProperty: () => ({ ok: false, message: '' }), removeProperty: () => ({ ok: false, message: '' }),
  };
  const animationStandIn = definePlugin({ id: 'builtin.animation', activate: (ctx) => ctx.provide(AnimationService, [], () => animation) });
  const kernel = await createEditorKernel([...coreServiceModules, ({ services }) => {
    services.bindValue(PermissionService, { can: () => true, allows: () => true, upgradeMessage: '' });
  }], [fixture, animationStandIn, inspectorPlugin, colorEditorPlugin]);
  const doc = kernel.services.get(SceneDocumentWriter);
  const mesh = (id: string, props: Record<string, JsonValue>): SceneNodeData => ({ id, type: 'Mesh', parent: SCENE_ROOT_ID, name: id, props, children: [] });
  doc.apply([doc.insertPatch([
    mesh('model', { color: GREEN, modelColor: ORANGE }),
    mesh('model2', { color: { r: 0, g: 0, b: 1 }, modelColor: { r: 1, g: 0, b: 0 } }),
    mesh('plain', { color: GREEN }),
  ], { parent: SCENE_ROOT_ID, index: 0 })], 'load');
  const panel = kernel.registry.list(Panels).current.find((p) => p.id === 'inspector')!;
  const Component = panel.component!;
  render(<Component panelId="inspector" visible />);
  return { doc, undo: kernel.services.get(UndoService), selection: kernel.services.get(SelectionService), i18n: kernel.services.get(I18nService) };
}

describe('the Colour row of an imported model: back to the model\'s own colours in one click', () => {
  it('shows the reset while the Colour differs from the imported one; a click sets it back in one undo step and hides it', async () => {
    const { doc, undo, selection } = await setup();
    act(() => selection.set(['model']));
    const reset = screen.getByTestId('inspector-reset-color');
    expect(reset.getAttribute('aria-label')).toBe('Back to the model\'s own colours');
    const depth = undo.depth;
    fireEvent.click(reset);
    expect(doc.get('model')?.props.color).toEqual(ORANGE);
    expect(undo.depth).toBe(depth + 1);
    expect(screen.queryByTestId('inspector-reset-color')).toBeNull();
    act(() => undo.undo());
    expect(doc.get('model')?.props.color).toEqual(GREEN);
    expect(screen.getByTestId('inspector-reset-color')).toBeTruthy();
  });

  it('is not offered on a node without an imported colour, nor while the Colour is the imported one at hex precision', async () => {
    const { doc, undo, selection } = await setup();
    act(() => selection.set(['plain']));
    expect(screen.getByTestId('inspector-row-color')).toBeTruthy();
    expect(screen.queryByTestId('inspector-reset-color')).toBeNull();
    act(() => selection.set(['model']));
    // The hex the row shows for the imported colour (#FFBA5A) typed back is the same colour.
    act(() => undo.execute([doc.setPropPatch('model', 'color', { r: 1, g: 186 / 255, b: 90 / 255 })]));
    expect(screen.queryByTestId('inspector-reset-color')).toBeNull();
    act(() => undo.execute([doc.setPropPatch('model', 'color', { r: 1, g: 187 / 255, b: 90 / 255 })]));
    expect(screen.getByTestId('inspector-reset-color')).toBeTruthy();
  });

  it('sets each selected model back to its own imported colour in one step, leaving a node without one alone', async () => {
    const { doc, undo, selection } = await setup();
    act(() => selection.set(['model', 'model2', 'plain']));
    const depth = undo.depth;
    fireEvent.click(screen.getByTestId('inspector-reset-color'));
    expect(doc.get('model')?.props.color).toEqual(ORANGE);
    expect(doc.get('model2')?.props.color).toEqual({ r: 1, g: 0, b: 0 });
    expect(doc.get('plain')?.props.color).toEqual(GREEN);
    expect(undo.depth).toBe(depth + 1);
    act(() => undo.undo());
    expect(doc.get('model2')?.props.color).toEqual({ r: 0, g: 0, b: 1 });
  });

  it('says so in Chinese', async () => {
    for (const [locale, text] of [['zh-CN', '恢复模型自身的颜色'], ['zh-TW', '恢復模型自身的顏色']] as const) {
      const { selection, i18n } = await setup(locale);
      expect(i18n.locale).toBe(locale);
      act(() => selection.set(['model']));
      expect(screen.getByTestId('inspector-reset-color').getAttribute('title')).toBe(text);
      cleanup();
    }
  });
});

describe('sameResetValue', () => {
  const color = MESH_DESCRIPTORS.find((d) => d.name === 'color')!;
  it('compares colours by channel within half a hex step, other values by their JSON', () => {
    expect(sameResetValue(color, { r: 1, g: 0.5, b: 0 }, { r: 1, g: 0.5 + 0.4 / 255, b: 0 })).toBe(true);
    expect(sameResetValue(color, { r: 1, g: 0.5, b: 0 }, { r: 1, g: 0.5 + 0.6 / 255, b: 0 })).toBe(false);
    expect(sameResetValue(color, 'red', { r: 1, g: 0, b: 0 })).toBe(false);
    expect(sameResetValue({ ...color, type: 'number' } as never, 2, 2)).toBe(true);
    expect(sameResetValue({ ...color, type: 'number' } as never, 2, 2.0001)).toBe(false);
  });
});
