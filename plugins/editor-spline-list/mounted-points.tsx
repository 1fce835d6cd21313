import { useEffect, useRef, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import type { PropertyEditorMount, PropertyEditorProps } from '../../sdk/index.js';

interface Props {
  readonly mount: PropertyEditorMount;
  readonly props: PropertyEditorProps;
  /** The mount function or its subscriber threw: the caller draws its own table instead. */
  onFailure(error: Error): void;
}

/** Hosts a framework-free point list editor (a third party's mount function) in the spline detail; props follow as a stream. */
export function MountedPoints({ mount, props, onFailure }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const [stream] = useState(() => new BehaviorSubject(props));
  const fail = (error: unknown) => onFailure(error instanceof Error ? error : new Error(String(error)));

  useEffect(() => {
    if (stream.value === props) return;
    try {
      stream.next(props);
    } catch (error) {
      fail(error);
    }
  });

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
      fail(error);
      return undefined;
    }
  }, [mount, stream]);

  return <div className="kf-spline-points" data-testid="spline-points-mounted" ref={element} />;
}
