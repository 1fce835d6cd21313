import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { IDockviewPanelHeaderProps } from 'dockview-react';
import { useT } from '../kernel/kernel-context.js';

/**
 * A dock tab (dockview's look, `data-testid="tab-<panelId>"`). Its close mark is not a button: dockview's tab element
 * is itself the focusable `role="tab"`, and a button inside it is nested interactive content to assistive technology.
 * From the keyboard, Delete on the focused tab closes it; with the mouse, the mark or a middle click.
 */
export function PanelTab({ api }: IDockviewPanelHeaderProps) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const [title, setTitle] = useState(api.title ?? '');
  const middle = useRef(false);
  useEffect(() => {
    const subscription = api.onDidTitleChange((event) => setTitle(event.title));
    return () => subscription.dispose();
  }, [api]);
  useEffect(() => {
    const tab = root.current?.parentElement;
    if (!tab) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Delete' || event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      api.close();
    };
    tab.addEventListener('keydown', onKeyDown);
    return () => tab.removeEventListener('keydown', onKeyDown);
  }, [api]);
  const close = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation();
    api.close();
  };
  return (
    <div
      ref={root} className="dv-default-tab" data-testid={`tab-${api.id}`}
      onPointerDown={(event: PointerEvent) => { middle.current = event.button === 1; }}
      onPointerUp={(event: PointerEvent) => {
        if (middle.current && event.button === 1) close(event);
        middle.current = false;
      }}
    >
      <span className="dv-default-tab-content">{title}</span>
      <span className="dv-default-tab-action" aria-hidden="true" title={t('designer.tab.close')} onPointerDown={(event) => event.preventDefault()} onClick={close}>
        <svg height="11" width="11" viewBox="0 0 28 28" className="dv-svg" focusable="false">
          <path d="M2.1 27.3L0 25.2L11.55 13.65L0 2.1L2.1 0L13.65 11.55L25.2 0L27.3 2.1L15.75 13.65L27.3 25.2L25.2 27.3L13.65 15.75L2.1 27.3Z" />
        </svg>
      </span>
    </div>
  );
}
