// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screenElement } from './app-routes.js';
import { isChunkLoadFailure } from './route-error.js';
import { SCREEN_LOADERS } from './screen-loaders.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The app's route object of a screen whose code loader fails with `error`, rendered; the page it shows. */
async function pageWhenLoadFails(error: Error): Promise<HTMLElement> {
  vi.spyOn(SCREEN_LOADERS, 'not-found').mockRejectedValue(error);
  const { container } = render(
    <MemoryRouter initialEntries={['/broken']}>
      <Routes>
        <Route path="/broken" element={screenElement({ id: 'broken', path: '/broken', screen: 'not-found' })} />
      </Routes>
    </MemoryRouter>,
  );
  return vi.waitFor(() => {
    const page = container.querySelector<HTMLElement>('[data-testid=route-error]');
    if (!page) throw new Error('no error page yet');
    return page;
  });
}

describe('a screen that cannot be shown', () => {
  it('whose code failed to load shows the load page with Reload, not the router\'s developer page', async () => {
    const page = await pageWhenLoadFails(new TypeError('Failed to fetch dynamically imported module: http://x/assets/designer-1.js'));
    expect(page.dataset.kind).toBe('load');
    expect(page.textContent).toContain('shell.routeError.loadTitle');
    expect(page.textContent).not.toMatch(/Hey developer|Unexpected Application Error|designer-1/);
    expect(page.querySelector('[data-testid=route-error-reload]')?.textContent).toBe('shell.routeError.reload');
  });

  it('that threw shows the crash page with the error\'s message', async () => {
    const page = await pageWhenLoadFails(new Error('boom in the screen'));
    expect(page.dataset.kind).toBe('crash');
    expect(page.textContent).toContain('boom in the screen');
  });

  it('tells a failed module load from other errors (Chromium, Safari and Firefox wording)', () => {
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadFailure(new Error('x is undefined'))).toBe(false);
  });
});
