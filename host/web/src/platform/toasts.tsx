import { useEffect, useState } from 'react';
import { NotificationService, type Notification } from '../../../../sdk/index.js';
import { useOptionalService } from '../kernel/kernel-context.js';

const VISIBLE_MS = 5000;

/** Shows the notification service's messages as toasts (data-testid 'notification', data-kind). */
export function Toasts() {
  const notifications = useOptionalService(NotificationService);
  const [items, setItems] = useState<Notification[]>([]);
  useEffect(() => {
    if (!notifications) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const subscription = notifications.onDidNotify.subscribe((item) => {
      setItems((list) => [...list.slice(-4), item]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setItems((list) => list.filter((other) => other.id !== item.id));
      }, VISIBLE_MS);
      timers.add(timer);
    });
    return () => {
      subscription.unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [notifications]);
  return (
    <div className="kf-toasts" aria-live="polite">
      {items.map((item) => (
        <div key={item.id} className="kf-toast" data-testid="notification" data-kind={item.kind} role={item.kind === 'error' ? 'alert' : 'status'}>
          {item.title && <strong>{item.title}</strong>}
          <span>{item.message}</span>
        </div>
      ))}
    </div>
  );
}
