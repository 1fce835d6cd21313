import { useLayoutEffect } from 'react';

/**
 * The id of the loading page the server puts into the first HTML of a publish link's page
 * (host/server/modules/publishing/link-first-page.ts, FIRST_LOADING_PAGE_ID there).
 */
export const FIRST_LOADING_PAGE_ID = 'kf-first-loading';

/** Remove the server's loading page: the app shows its own now (the same page, the password form or a closed link). */
export function takeOverFirstLoadingPage(): void {
  document.getElementById(FIRST_LOADING_PAGE_ID)?.remove();
}

/**
 * Take the server's loading page over when the component mounts: before the browser paints the app's own (a layout
 * effect), so the two are never seen together nor neither of them.
 */
export function useTakeOverFirstLoadingPage(active = true): void {
  useLayoutEffect(() => {
    if (active) takeOverFirstLoadingPage();
  }, [active]);
}
