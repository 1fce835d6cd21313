import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../kernel/kernel-context.js';

/** Shown for every address no route matches. */
export default function NotFoundScreen() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <main className="kf-not-found" data-testid="not-found">
      <div className="kf-not-found-code">404</div>
      <h1>{t('shell.notFound.title')}</h1>
      <p>{t('shell.notFound.message', { path: pathname })}</p>
      <Link to="/">{t('shell.notFound.home')}</Link>
    </main>
  );
}
