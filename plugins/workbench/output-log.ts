import { BehaviorSubject, type Observable } from 'rxjs';
import type { Disposable, Notification, NotificationService } from '../../sdk/index.js';

/** How many messages the Output panel keeps. */
export const OUTPUT_LIMIT = 500;

/** The session's notifications, newest last, kept for the Output panel. */
export class OutputLog implements Disposable {
  private readonly entries$ = new BehaviorSubject<readonly Notification[]>([]);
  /** Emits the kept messages now and after each change. */
  readonly onDidChange: Observable<readonly Notification[]> = this.entries$.asObservable();
  private readonly subscription;

  constructor(notifications: NotificationService) {
    this.subscription = notifications.onDidNotify.subscribe((n) => this.entries$.next([...this.entries$.value, n].slice(-OUTPUT_LIMIT)));
  }

  /** The kept messages. */
  get entries(): readonly Notification[] {
    return this.entries$.value;
  }

  /** Forget every message. */
  clear(): void {
    this.entries$.next([]);
  }

  dispose(): void {
    this.subscription.unsubscribe();
    this.entries$.complete();
  }
}
