// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { KeepAliveOutlet } from './keep-alive-outlet.js';
import { useScreenActive } from './screen-activity.js';
import type { RouteDefinition } from './route-table.js';

function Counter({ name }: { readonly name: string }) {
  const [count, setCount] = useState(0);
  const active = useScreenActive();
  return (
    <button data-testid={`counter-${name}`} data-active={String(active)} onClick={() => setCount((c) => c + 1)}>
      {count}
    </button>
  );
}

const kept: RouteDefinition = { id: 'kept', path: '/artistDesigner/:projectUuid', screen: 'designer', keepAlive: true };
const plain: RouteDefinition = { id: 'plain', path: '/project', screen: 'project-list' };

/** The outlet around two screens at `address`; `navigate` goes elsewhere as a link would. */
function renderAt(address: string): { navigate: (to: string) => Promise<void> } {
  let navigateTo: NavigateFunction | undefined;
  function Navigator() {
    navigateTo = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[address]}>
      <Navigator />
      <Routes>
        <Route element={<KeepAliveOutlet routes={[kept, plain]} />}>
          <Route path={kept.path} element={<Counter name="kept" />} />
          <Route path={plain.path} element={<Counter name="plain" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return { navigate: (to) => act(async () => { await navigateTo?.(to); }) };
}

afterEach(cleanup);

describe('KeepAliveOutlet', () => {
  it('keeps a keep-alive screen mounted and hidden while away, and drops plain screens', async () => {
    const router = renderAt('/artistDesigner/p1');
    fireEvent.click(screen.getByTestId('counter-kept'));
    fireEvent.click(screen.getByTestId('counter-kept'));
    expect(screen.getByTestId('counter-kept').textContent).toBe('2');

    await router.navigate('/project');
    const hidden = screen.getByTestId('counter-kept');
    expect(hidden.closest('[hidden]')).not.toBeNull();
    expect(hidden.dataset.active).toBe('false');
    fireEvent.click(screen.getByTestId('counter-plain'));
    expect(screen.getByTestId('counter-plain').textContent).toBe('1');

    await router.navigate('/artistDesigner/p1');
    const shown = screen.getByTestId('counter-kept');
    expect(shown.textContent).toBe('2');
    expect(shown.closest('[hidden]')).toBeNull();
    expect(shown.dataset.active).toBe('true');
    expect(screen.queryByTestId('counter-plain')).toBeNull();

    await router.navigate('/project');
    expect(screen.getByTestId('counter-plain').textContent).toBe('0');
  });

  it('keeps one instance per address', async () => {
    const router = renderAt('/artistDesigner/a');
    fireEvent.click(screen.getByTestId('counter-kept'));
    await router.navigate('/artistDesigner/b');
    const counters = screen.getAllByTestId('counter-kept');
    expect(counters.map((c) => c.textContent)).toEqual(['1', '0']);
    expect(counters.map((c) => c.dataset.active)).toEqual(['false', 'true']);
  });
});
