// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { toDisposable, type PanelMount } from '../../../../sdk/index.js';
import { MountedPanel } from './mounted-panel.js';

afterEach(cleanup);

describe('MountedPanel', () => {
  it('hands the plugin an element, streams visibility and disposes on unmount', () => {
    const seen: boolean[] = [];
    let disposed = 0;
    const mount: PanelMount = (element, context) => {
      element.textContent = `drawn by ${context.panelId}`;
      const subscription = context.visible.subscribe((visible) => seen.push(visible));
      return toDisposable(() => {
        subscription.unsubscribe();
        disposed++;
      });
    };
    const view = render(<MountedPanel mount={mount} panelId="acme.panel" visible />);
    expect(view.container.textContent).toBe('drawn by acme.panel');
    view.rerender(<MountedPanel mount={mount} panelId="acme.panel" visible={false} />);
    expect(seen.at(-1)).toBe(false);
    view.unmount();
    expect(disposed).toBe(1);
  });

  it('reports a mount that throws to the error boundary', () => {
    const mount: PanelMount = () => {
      throw new Error('cannot draw');
    };
    expect(() => render(<MountedPanel mount={mount} panelId="broken" visible />)).toThrow('cannot draw');
  });
});
