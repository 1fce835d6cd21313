import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';

/** Severity of a notification. */
export type NotificationKind = 'success' | 'info' | 'warning' | 'error';

/**
 * A link a notification offers (e.g. 'Upgrade' on a plan refusal): a label and a route of this app. The route must be
 * an absolute path of the app ('/subscription'), never an address elsewhere; the service drops any other.
 */
export interface NotificationAction {
  /** The link's text, already translated. */
  readonly label: string;
  /** The app route it opens ('/…'). */
  readonly route: string;
}

/** Whether a route is a path of this app ('/x…', not '//host' nor a scheme): what an action may lead to. */
export function isAppRoute(route: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(route) && route.length <= 2000;
}

/** A message shown to the user. */
export interface Notification {
  /** Unique id. */
  readonly id: number;
  /** Severity. */
  readonly kind: NotificationKind;
  /** Text, already translated. */
  readonly message: string;
  /** Optional title, already translated. */
  readonly title?: string;
  /** When it was raised (ms since epoch). */
  readonly time: number;
  /** A link the message offers (an app route), shown next to it. */
  readonly action?: NotificationAction;
}

/** Shows success, warning and error messages; the same warning within 1 second is shown once. */
export interface NotificationService {
  /** Emits each notification that is shown. */
  readonly onDidNotify: Observable<Notification>;
  /**
   * Show a message, optionally with a link (an action whose route is not an app route is dropped); returns undefined
   * when it was dropped as a duplicate.
   */
  notify(kind: NotificationKind, message: string, title?: string, action?: NotificationAction): Notification | undefined;
  /** Shorthand for notify('success', …). */
  success(message: string): void;
  /** Shorthand for notify('warning', …). */
  warning(message: string): void;
  /** Shorthand for notify('error', …). */
  error(message: string): void;
}

/** Service id of the notification service. */
export const NotificationService = createServiceId<NotificationService>('notifications');
