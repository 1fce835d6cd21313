import { Subject } from 'rxjs';
import { isAppRoute } from '../../../sdk/index.js';
import type { Notification, NotificationAction, NotificationKind, NotificationService } from '../../../sdk/index.js';

/** Within this many milliseconds the same message of the same kind is shown once (spec 000 §9). */
export const NOTIFICATION_DEDUPE_MS = 1000;

/** Raises notifications; a repeat of the same kind, title and text within one second is dropped. An action leads only to an app route. */
export class NotificationServiceImpl implements NotificationService {
  private readonly notified = new Subject<Notification>();
  readonly onDidNotify = this.notified.asObservable();
  private readonly lastShown = new Map<string, number>();
  private nextId = 1;

  constructor(private readonly now: () => number = Date.now) {}

  notify(kind: NotificationKind, message: string, title?: string, action?: NotificationAction): Notification | undefined {
    const time = this.now();
    const key = `${kind}\u0000${title ?? ''}\u0000${message}`;
    const last = this.lastShown.get(key);
    if (last !== undefined && time - last < NOTIFICATION_DEDUPE_MS) return undefined;
    this.lastShown.set(key, time);
    this.forgetOld(time);
    // A link only to a route of this app, with a label (messages and actions may come from plugins and servers).
    const link = action && action.label.trim() !== '' && isAppRoute(action.route) ? { label: action.label, route: action.route } : undefined;
    const notification: Notification = { id: this.nextId++, kind, message, title, time, ...(link ? { action: link } : {}) };
    this.notified.next(notification);
    return notification;
  }

  success(message: string): void {
    this.notify('success', message);
  }

  info(message: string): void {
    this.notify('info', message);
  }

  warning(message: string): void {
    this.notify('warning', message);
  }

  error(message: string): void {
    this.notify('error', message);
  }

  private forgetOld(time: number): void {
    if (this.lastShown.size < 64) return;
    for (const [key, shown] of this.lastShown) if (time - shown >= NOTIFICATION_DEDUPE_MS) this.lastShown.delete(key);
  }
}
