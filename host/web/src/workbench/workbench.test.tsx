// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NotificationService, LayoutService } from '../../../../sdk/index.js';
import { createEditorKernel, type EditorKernel } from '../../../../core/index.js';
import { commandsModule } from '../../../../core/services/commands/commands-module.js';
import { dialogsModule } from '../../../../core/services/dialogs/dialogs-module.js';
import { i18nModule } from '../../../../core/services/i18n/i18n-module.js';
import { LOCALE_STORAGE_KEY } from '../../../../core/services/i18n/locale-choice.js';
import { layoutModule } from '../../../../core/services/layout/layout-module.js';
import { notificationsModule } from '../../../../core/services/notifications/notifications-module.js';
import { MemoryStore } from '../../../../core/services/settings/key-value-store.js';
import workbenchPlugin from '../../../../plugins/workbench/index.js';
import { hostPlugin } from '../kernel/host-plugin.js';
import { KernelProvider } from '../kernel/kernel-context.js';
import { Workbench } from './workbench.js';

let kernel: EditorKernel | undefined;
afterEach(async () => {
  cleanup();
  await kernel?.dispose();
  localStorage.clear();
});

async function setup() {
  const store = new MemoryStore();
  store.setItem(LOCALE_STORAGE_KEY, 'en');
  const reload = vi.fn();
  kernel = await createEditorKernel(
    [i18nModule({ store, languages: [], reload }), notificationsModule(), dialogsModule, commandsModule(false), layoutModule],
    [hostPlugin, workbenchPlugin],
  );
  render(
    <MemoryRouter>
      <KernelProvider kernel={kernel}>
        <Workbench active />
      </KernelProvider>
    </MemoryRouter>,
  );
  await screen.findByTestId('tab-workbench.welcome');
  return { kernel, store, reload };
}

const key = (k: string, init: KeyboardEventInit = {}) => act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init })));

describe('Workbench', () => {
  it('opens the palette with Ctrl+Shift+P, filters, and runs the chosen command with Enter', async () => {
    const { kernel } = await setup();
    await key('P', { code: 'KeyP', ctrlKey: true, shiftKey: true });
    const input = await screen.findByPlaceholderText('Type a command name');
    fireEvent.change(input, { target: { value: 'design mode' } });
    expect(screen.getAllByTestId('command-palette-item').map((i) => i.dataset.commandId)).toEqual(['workbench.toggleDesignMode']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.queryByTestId('command-palette')).toBeNull();
    expect(kernel.services.get(LayoutService).designMode).toBe('logical');
    expect(screen.getByTestId('workbench').dataset.designMode).toBe('logical');
  });

  it('opens the palette with F1, lists bindings, moves with the arrows and closes with Escape', async () => {
    await setup();
    await key('F1');
    const palette = await screen.findByTestId('command-palette');
    const items = screen.getAllByTestId('command-palette-item');
    expect(items.find((i) => i.dataset.commandId === 'workbench.showCommands')?.textContent).toContain('Ctrl+Shift+P');
    const input = screen.getByPlaceholderText('Type a command name');
    expect(items[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByTestId('command-palette-item')[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByTestId('command-palette-item').at(-1)?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(palette.isConnected).toBe(false);
  });

  it('shows notifications as toasts with their kind', async () => {
    const { kernel } = await setup();
    act(() => kernel.services.get(NotificationService).warning('Disk almost full'));
    const toast = await screen.findByTestId('notification');
    expect(toast.dataset.kind).toBe('warning');
    expect(toast.textContent).toContain('Disk almost full');
  });

  it('asks before switching language and reloads only after confirmation', async () => {
    const { store, reload } = await setup();
    fireEvent.click(screen.getByTestId('language-menu'));
    fireEvent.click(screen.getByTestId('language-zh-TW'));
    fireEvent.click(await screen.findByTestId('dialog-cancel'));
    await waitFor(() => expect(screen.queryByTestId('dialog')).toBeNull());
    expect(reload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('language-menu'));
    fireEvent.click(screen.getByTestId('language-zh-TW'));
    expect((await screen.findByTestId('dialog')).textContent).toContain('繁體中文');
    fireEvent.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(store.getItem(LOCALE_STORAGE_KEY)).toBe('zh-TW');
  });

  it('lists the menus of the Menus point and runs an entry', async () => {
    const { kernel } = await setup();
    fireEvent.click(screen.getByTestId('menu-view'));
    fireEvent.click(screen.getByTestId('menu-item-workbench.toggleDesignMode'));
    expect(kernel.services.get(LayoutService).designMode).toBe('logical');
    expect(screen.queryByTestId('menu-edit')).toBeNull();
  });
});
