import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Show a component in its own layer on top of the page until it calls done(value). */
export function showLayer<T>(render: (done: (value: T) => void) => ReactNode): Promise<T> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    let finished = false;
    const done = (value: T) => {
      if (finished) return;
      finished = true;
      root.unmount();
      host.remove();
      resolve(value);
    };
    root.render(render(done));
  });
}
