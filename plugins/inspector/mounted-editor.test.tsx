// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestKernel } from '@scene-platform/sdk/testing';
import {
  AnimationService, definePlugin, PluginFaultService, definePropertyEditor, isMixed, NodeTypes, Panels, PropertyEditors, SCENE_ROOT_ID, SceneDocumentService, SelectionService, toDisposable, UndoService,
} from '../../sdk/index.js';
import type { JsonValue, PanelProps, PropertyEditorProps } from '../../sdk/index.js';
import inspectorPlugin from './index.js';

// A property type of the test's own, declared as a third party declares one.
declare module '../../sdk/index.js' {
  interface PropertyValueTypes {
    'acme.broken': JsonValue;
    'acme.grumpy': JsonValue;
  }
}

const titles = (en: string) => ({ en, 'zh-CN': en, 'zh-TW': en });
const seen: PropertyEditorProps<'number'>[] = [];
let disposed = 0;

/** A framework-free slider for 0–1 values, as a URL-loaded plugin writes it. */
const sliderPlugin = definePlugin({
  id: 'test.slider',
  activate(ctx) {
    ctx.contribute(NodeTypes, { id: 'Scene', titles: titles('Scene'), descriptors: [] });
    ctx.contribute(NodeTypes, { id: 'Box', titles: titles('Box'), descriptors: [
      { name: 'alpha', type: 'number', mode: 'percent', min: 0, max: 1, rank: 0, propertyGroup: 'base', titles: titles('Alpha') },
      { name: 'odd', type: 'acme.broken', rank: 2, propertyGroup: 'base', titles: titles('Odd') },
      { name: 'grumpy', type: 'acme.grumpy', rank: 3, propertyGroup: 'base', titles: titles('Grumpy') },
    ] });
    ctx.contribute(PropertyEditors, { types: ['acme.broken'], mount: () => { throw new Error('cannot draw'); } });
    ctx.contribute(PropertyEditors, definePropertyEditor({
      types: ['number'],
      priority: 1,
      canHandle: (d) => d.mode === 'percent',
      mount(element, props) {
        const input = document.createElement('input');
        input.type = 'range';
        input.setAttribute('aria-label', 'slider');
        const label = document.createElement('output');
        let latest: PropertyEditorProps<'number'> | undefined;
        const subscription = props.subscribe((p) => {
          seen.push(p);
          latest = p;
          input.disabled = p.readOnly;
          input.value = isMixed(p.value) ? '0' : String(p.value);
          label.textContent = isMixed(p.value) ? '??' : `${Math.round(Number(p.value) * 100)}%`;
        });
        input.addEventListener('change', () => latest?.onChange(Number(input.value)));
        element.append(input, label);
        return toDisposable(() => {
          disposed++;
          subscription.unsubscribe();
        });
      },
    }));
  },
});

/** An editor whose props subscriber throws (mount itself returns fine), from a plugin of its own. */
const grumpyPlugin = definePlugin({
  id: 'test.grumpy',
  name: 'Grumpy editors',
  activate(ctx) {
    ctx.contribute(PropertyEditors, definePropertyEditor({
      types: ['acme.grumpy'],
      mount(element, props) {
        element.textContent = 'drawing…';
        const subscription = props.subscribe(() => {
          throw new Error('props went sour');
        });
        return toDisposable(() => subscription.unsubscribe());
      },
    }));
  },
});

afterEach(() => {
  cleanup();
  seen.length = 0;
  disposed = 0;
});

/** Takes the animation plugin's place (the inspector depends on it): no animation is current, every add is refused. */
const noAnimation = definePlugin({
  id: 'builtin.animation',
  activate: (ctx) => ctx.provide(AnimationService, [], () => ({
    current: undefined,
    onDidChangeCurrent: of(undefined),
    isStateDriven: () => false,
    addProperty: () => ({ ok: false, message: 'no animation' }),
    removeProperty: () => ({ ok: false, message: 'no animation' }),
  })),
});

async function setup() {
  const kernel = await createTestKernel({ plugins: [sliderPlugin, grumpyPlugin, noAnimation, inspectorPlugin] });
  const doc = kernel.get(SceneDocumentService);
  const undo = kernel.get(UndoService);
  for (const [id, alpha] of [['a', 0.5], ['b', 0.25]] as const) {
    undo.execute([doc.insertPatch([{ id, type: 'Box', parent: SCENE_ROOT_ID, name: id, props: { alpha }, children: [] }], { parent: SCENE_ROOT_ID, index: 0 })]);
  }
  const panel = kernel.contributions(Panels).find((p) => p.id === 'inspector')!;
  const Inspector = panel.component as (props: PanelProps) => ReactNode;
  render(<Inspector panelId="inspector" visible />);
  return { kernel, doc, undo, selection: kernel.get(SelectionService), faults: kernel.get(PluginFaultService) };
}

describe('a property editor written without React', () => {
  it('is mounted into the row, follows the props stream and writes through onChange as one undo step', async () => {
    const { doc, undo, selection } = await setup();
    act(() => selection.set(['a']));
    const row = screen.getByTestId('inspector-row-alpha');
    const slider = row.querySelector('input[type=range]') as HTMLInputElement;
    expect(slider.value).toBe('0.5');
    expect(row.querySelector('output')!.textContent).toBe('50%');

    act(() => {
      slider.value = '0.75';
      fireEvent.change(slider);
    });
    expect(doc.get('a')!.props.alpha).toBe(0.75);
    expect(row.querySelector('output')!.textContent).toBe('75%');
    act(() => undo.undo());
    expect(doc.get('a')!.props.alpha).toBe(0.5);
    expect(row.querySelector('output')!.textContent).toBe('50%');
    expect(disposed).toBe(0); // the same mount followed every change
  });

  it('fails alone: a mount that throws shows the row\'s failure, the other rows keep working', async () => {
    const { selection } = await setup();
    act(() => selection.set(['a']));
    expect(screen.getByTestId('inspector-row-odd').textContent).toContain('This editor failed to show');
    expect(screen.getByTestId('inspector-row-alpha').querySelector('input[type=range]')).not.toBeNull();
  });

  it('fails alone when its props subscriber throws: the row shows the failure and the fault is the plugin\'s', async () => {
    const { selection, faults } = await setup();
    act(() => selection.set(['a']));
    const row = screen.getByTestId('inspector-row-grumpy');
    expect(row.textContent).toContain('This editor failed to show');
    expect(row.textContent).not.toContain('drawing…');
    expect(faults.faults.filter((f) => f.pluginId === 'test.grumpy').map((f) => [f.site, f.message])).toEqual([['editor', 'props went sour']]);
    expect(screen.getByTestId('inspector-row-alpha').querySelector('input[type=range]')).not.toBeNull();
  });

  it('receives MIXED for a selection whose values differ, and is disposed when its row goes away', async () => {
    const { selection } = await setup();
    act(() => selection.set(['a', 'b']));
    expect(screen.getByTestId('inspector-row-alpha').querySelector('output')!.textContent).toBe('??');
    expect(isMixed(seen.at(-1)!.value)).toBe(true);
    expect(seen.at(-1)!.nodeIds).toEqual(['a', 'b']);
    act(() => selection.set([]));
    expect(screen.queryByTestId('inspector-row-alpha')).toBeNull();
    expect(disposed).toBe(1);
  });
});
