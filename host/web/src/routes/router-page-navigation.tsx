import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageNavigationContext } from './page-navigation.js';

/** Inside the app's router: a screen's navigations (usePageNavigate) stay in the page. */
export function RouterPageNavigation({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  return <PageNavigationContext.Provider value={(to, state) => void navigate(to, { state })}>{children}</PageNavigationContext.Provider>;
}
