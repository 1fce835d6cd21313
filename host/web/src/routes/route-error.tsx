import { useT } from '../kernel/kernel-context.js';

/** A screen's code that did not arrive: the network failed, or a new release replaced the file the page asked for. */
export function isChunkLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}

/** Shown in place of a screen whose code failed to load or that threw while rendering: what happened, and a way on. */
export function RouteError({ error }: { readonly error: unknown }) {
  const t = useT();
  const chunk = isChunkLoadFailure(error);
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className="kf-not-found" data-testid="route-error" data-kind={chunk ? 'load' : 'crash'} role="alert">
      <h1>{t(chunk ? 'shell.routeError.loadTitle' : 'shell.routeError.crashTitle')}</h1>
      <p>{t(chunk ? 'shell.routeError.loadMessage' : 'shell.routeError.crashMessage')}</p>
      {chunk ? null : <pre className="kf-route-error-detail">{detail}</pre>}
      <button type="button" data-testid="route-error-reload" onClick={() => location.reload()}>{t('shell.routeError.reload')}</button>
      <a href="/">{t('shell.notFound.home')}</a>
    </main>
  );
}
