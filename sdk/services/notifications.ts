import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';

/** Severity of a notification. */
export type NotificationKind = 'success' | 'info' | 'warning' | 'error';

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
}

/** Shows success, warning and error messages; the same warning within 1 second is shown once. */
export interface NotificationService {
  /** Emits each notification that is shown. */
  readonly onDidNotify: Observable<Notification>;
  /** Show a message; returns undefined when it was dropped as a duplicate. */
  notify(kind: NotificationKind, message: string, title?: string): Notification | undefined;
  /** Shorthand for notify('success', …). */
  success(message: string): void;
  /** Shorthand for notify('warning', …). */
  warning(message: string): void;
  /** Shorthand for notify('error', …). */
  error(message: string): void;
}

/** Service id of the notification service. */
export const NotificationService = createServiceId<NotificationService>('notifications');
