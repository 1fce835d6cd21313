import { useEffect, useRef, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import type { PropertyEditorMount, PropertyEditorProps } from '../../sdk/index.js';
import { GuardedStream } from './guarded-stream.js';

/**
 * Hosts a framework-free property editor: the row's editor cell is handed to the plugin's mount function once, and
 * the row's props follow as a stream. A throw in mount or in the plugin's props subscriber (GuardedStream) reaches
 * the row's error boundary.
 */
export function MountedEditor({ mount, props }: { readonly mount: PropertyEditorMount; readonly props: PropertyEditorProps }) {
  const element = useRef<HTMLDivElement>(null);
  const [stream] = useState(() => new BehaviorSubject(props));
  const [failure, setFailure] = useState<Error>();
  // What the plugin subscribes to: a throw in its subscriber fails the row like a throw in mount.
  const [guarded] = useState(() => new GuardedStream(stream.asObservable(), (error) => setFailure(error instanceof Error ? error : new Error(String(error)))));
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
      const mounted = mount(host, guarded);
      return () => {
        mounted.dispose();
        host.replaceChildren();
      };
    } catch (error) {
      host.replaceChildren();
      setFailure(error instanceof Error ? error : new Error(String(error)));
    }
  }, [mount, guarded]);

  return <div className="kf-inspector-mounted-editor" ref={element} />;
}
