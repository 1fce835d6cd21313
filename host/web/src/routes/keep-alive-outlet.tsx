import { useRef, type ReactNode } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router-dom';
import { ScreenActivityContext } from './screen-activity.js';
import type { RouteHandle } from './route-handle.js';

/** How many kept-alive screens stay mounted at most (the oldest is dropped first). */
export const KEEP_ALIVE_LIMIT = 5;

/**
 * Renders the matched screen. Screens of routes marked `keepAlive` stay mounted, hidden, when the user
 * navigates away, and come back with their state when the same address is visited again.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const keepAlive = handle?.route.keepAlive === true;
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
