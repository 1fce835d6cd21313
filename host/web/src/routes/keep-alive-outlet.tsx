import { useMemo, useRef, type ReactNode } from 'react';
import { matchRoutes, useLocation, useOutlet } from 'react-router-dom';
import { ScreenActivityContext } from './screen-activity.js';
import type { RouteDefinition } from './route-table.js';

/** How many kept-alive screens stay mounted at most (the oldest is dropped first). */
export const KEEP_ALIVE_LIMIT = 5;

/**
 * Renders the matched screen (`routes` are the table the layout's child routes were made from). Screens of routes marked `keepAlive` stay mounted, hidden, when the user
 * navigates away, and come back with their state when the same address is visited again.
 */
export function KeepAliveOutlet({ routes }: { readonly routes: readonly RouteDefinition[] }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const patterns = useMemo(() => routes.map((route) => ({ path: route.path, route })), [routes]);
  const keepAlive = matchRoutes(patterns, pathname)?.at(-1)?.route.route.keepAlive === true;
  const cache = useRef(new Map<string, ReactNode>());

  if (keepAlive && outlet) {
    const kept = cache.current;
    if (!kept.has(pathname)) kept.set(pathname, outlet);
    while (kept.size > KEEP_ALIVE_LIMIT) kept.delete(kept.keys().next().value as string);
  }

  return (
    <>
      {[...cache.current].map(([key, element]) => {
        const shown = keepAlive && key === pathname;
        return (
          <ScreenActivityContext.Provider key={key} value={shown}>
            <div className="kf-screen" hidden={!shown} data-keep-alive={key}>
              {element}
            </div>
          </ScreenActivityContext.Provider>
        );
      })}
      {!keepAlive && (
        <ScreenActivityContext.Provider value={true}>
          <div className="kf-screen">{outlet}</div>
        </ScreenActivityContext.Provider>
      )}
    </>
  );
}
