import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { SessionControl } from '../../../../core/services/session/session-control.js';
import { useObservable, useT } from '../kernel/kernel-context.js';
import { useSession } from './hooks.js';

const checks = new WeakMap<SessionControl, Promise<boolean>>();

/** The session check at start: once per page load and session service. */
export function checkOnce(session: SessionControl): Promise<boolean> {
  let check = checks.get(session);
  if (!check) {
    check = session.check();
    checks.set(session, check);
  }
  return check;
}

/**
 * The guard of protected routes: an anonymous user goes to the login screen ('/'), remembering where they were;
 * a ticket in the address signs in first; a stored session is checked with the server once at start.
 * After the user's own logout nothing is remembered: the next sign-in (perhaps of someone else) starts at the project list.
 */
export function RequireSession({ ticket, children }: { readonly ticket?: string; readonly children: ReactNode }) {
  const session = useSession();
  const t = useT();
  const location = useLocation();
  const state = useObservable(session.onDidChangeState, session.state);
  const [ticketPending, setTicketPending] = useState(Boolean(ticket) && session.state === 'anonymous');
  const signedOutBy = useRef<string | undefined>(undefined);
  useEffect(() => {
    const subscription = session.onWillSignOut.subscribe((reason) => (signedOutBy.current = reason));
    return () => subscription.unsubscribe();
  }, [session]);
  useEffect(() => {
    if (!ticketPending || !ticket) return;
    session.loginWithTicket(ticket).finally(() => setTicketPending(false));
  }, [ticket, ticketPending, session]);
  useEffect(() => {
    if (state === 'authenticated') void checkOnce(session);
  }, [state, session]);
  if (ticketPending) return <div className="kf-placeholder">{t('platform.signingIn')}</div>;
  if (state === 'anonymous') return <Navigate to="/" replace state={signedOutBy.current === 'logout' ? null : { from: location.pathname }} />;
  return <>{children}</>;
}
