import { useEffect, useRef, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import type { PropertyEditorMount, PropertyEditorProps } from '../../sdk/index.js';

/**
 * Hosts a framework-free property editor: the row's editor cell is handed to the plugin's mount function once, and
 * the row's props follow as a stream. A throw in mount or in the plugin's subscriber reaches the row's error boundary.
 */
export function MountedEditor({ mount, props }: { readonly mount: PropertyEditorMount; readonly props: PropertyEditorProps }) {
  const element = useRef<HTMLDivElement>(null);
  const [stream] = useState(() => new BehaviorSubject(props));
  const [failure, setFailure] = useState<Error>();
  if (failure) throw failure;

  useEffect(() => {
    if (stream.value === props) return;
    try {
      stream.next(props);
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error(String(error)));
    }
  }, [stream, props]);

  useEffect(() => {
    const host = element.current;
    if (!host) return;
    try {
      const mounted = mount(host, stream.asObservable());
      return () => {
        mounted.dispose();
        host.replaceChildren();
      };
    } catch (error) {
      host.replaceChildren();
      setFailure(error instanceof Error ? error : new Error(String(error)));
    }
  }, [mount, stream]);

  return <div className="kf-inspector-mounted-editor" ref={element} />;
}
