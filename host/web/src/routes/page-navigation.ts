import { createContext, useContext } from 'react';

/** Go to an address of the app with a history state (the router's `location.state`, e.g. the login screen's `from`). */
export type PageNavigate = (to: string, state?: unknown) => void;

/** The query parameter that carries a login's way back (`from`) across a page load (the login screen reads it). */
export const FROM_PARAM = 'from';

/** A way back that stays on this site: a path of ours ('/x…', never '//host' or '/\\host'), else undefined. */
export function sameSitePath(value: string | null | undefined): string | undefined {
  return value && value.length <= 2048 && /^\/(?![/\\])/.test(value) ? value : undefined;
}

/**
 * Without the router (the publish link viewer's own entry, viewer-shell.tsx): a page load of `to`; a state's `from`
 * (where the login screen goes back to) goes along as `?from=` (a history state does not survive the load).
 */
export const loadPage: PageNavigate = (to, state) => {
  const from = sameSitePath((state as { from?: string } | undefined)?.from);
  window.location.assign(from ? `${to}?${FROM_PARAM}=${encodeURIComponent(from)}` : to);
};

/** Given by the app's router (router-page-navigation.tsx); a page load without it. */
export const PageNavigationContext = createContext<PageNavigate>(loadPage);

/** How a screen shown by both entries goes elsewhere: the router's navigate in the app, a page load in the viewer. */
export function usePageNavigate(): PageNavigate {
  return useContext(PageNavigationContext);
}
