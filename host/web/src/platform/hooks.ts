import { siteModeOf, type SiteMode } from './site-mode.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiService, NotificationService, PermissionService } from '../../../../sdk/index.js';
import { SessionControl } from '../../../../core/services/session/session-control.js';
import type { SessionUser } from '../../../../sdk/index.js';
import { useObservable, useService, useOptionalService } from '../kernel/kernel-context.js';

/** The api service of the nearest kernel. */
export function useApi(): ApiService {
  return useService(ApiService);
}

/** The session of the nearest kernel, with its control (the host's screens sign in and out). */
export function useSession(): SessionControl {
  return useService(SessionControl);
}

/** The permission service, when bound. */
export function usePermissions(): PermissionService | undefined {
  return useOptionalService(PermissionService);
}

/** The signed-in user, live. */
export function useSessionUser(): SessionUser | undefined {
  const session = useSession();
  return useObservable(session.onDidChangeUser, session.user);
}

/** Show a success message (when a notification service is bound). */
export function useNotify(): NotificationService | undefined {
  return useOptionalService(NotificationService);
}

/** The state of an async load. */
export interface AsyncState<T> {
  readonly data: T | undefined;
  readonly loading: boolean;
  readonly error: unknown;
  /** Load again. */
  readonly reload: () => void;
}

/** Run `load` now and whenever `deps` change; errors are kept (the api service already showed them). */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown }>({ data: undefined, loading: true, error: undefined });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let alive = true;
    setState((s) => ({ ...s, loading: true }));
    loadRef.current().then(
      (data) => alive && setState({ data, loading: false, error: undefined }),
      (error: unknown) => alive && setState((s) => ({ data: s.data, loading: false, error })),
    );
    return () => {
      alive = false;
    };
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}

/** Whether the signed-in user may do an action on a resource (spec 000 §6), for hiding or disabling controls. */
export function useCan(resource: string, action: string): boolean {
  const permissions = usePermissions();
  useSessionUser();
  return permissions ? permissions.can(resource, action) : true;
}

/** The page's site mode (site-mode.ts): from the address, and the market for a user without the designer role. */
export function useSiteMode(): SiteMode {
  const user = useSessionUser();
  return siteModeOf(window.location.hostname, user);
}
