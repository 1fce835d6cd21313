import { useEffect, useRef, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import type { PanelMount } from '../../../../sdk/index.js';

/** Hosts a framework-free panel: an element handed to the plugin's mount function, disposed on unmount. */
export function MountedPanel({ mount, panelId, visible }: { readonly mount: PanelMount; readonly panelId: string; readonly visible: boolean }) {
  const element = useRef<HTMLDivElement>(null);
  const [visibility] = useState(() => new BehaviorSubject(visible));
  const [failure, setFailure] = useState<Error>();
  if (failure) throw failure; // shown by the panel's error boundary

  useEffect(() => visibility.next(visible), [visibility, visible]);

  useEffect(() => {
    if (!element.current) return;
    try {
      const mounted = mount(element.current, { panelId, visible: visibility.asObservable() });
      return () => mounted.dispose();
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error(String(error)));
    }
  }, [mount, panelId, visibility]);

  return <div className="kf-panel-mounted" ref={element} />;
}
