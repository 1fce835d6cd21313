import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { NotificationService } from '../../../../sdk/index.js';
import type { Notification } from '../../../../sdk/index.js';
import { useOptionalService, useT } from '../kernel/kernel-context.js';

const DURATION: Readonly<Record<Notification['kind'], number>> = { success: 3500, info: 4500, warning: 6000, error: 9000 };
const MAX_SHOWN = 5;

/**
 * Shows the kernel's notifications as toasts (newest at the bottom), each closing by itself or on click. A toast's
 * action (e.g. Upgrade on a plan refusal) is a link to its app route, followed inside the app (the designer stays open).
 */
export function Toasts() {
  const notifications = useOptionalService(NotificationService);
  const t = useT();
  const [shown, setShown] = useState<readonly Notification[]>([]);

  useEffect(() => {
    if (!notifications) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const subscription = notifications.onDidNotify.subscribe((n) => {
      setShown((list) => [...list, n].slice(-MAX_SHOWN));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setShown((list) => list.filter((x) => x.id !== n.id));
      }, DURATION[n.kind]);
      timers.add(timer);
    });
    return () => {
      subscription.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, [notifications]);

  if (shown.length === 0) return null;
  return (
    <div className="kf-toasts" role="region" aria-live="polite">
      {shown.map((n) => (
        <div key={n.id} className="kf-toast" data-testid="notification" data-kind={n.kind} role={n.kind === 'error' ? 'alert' : 'status'}>
          <div className="kf-toast-body">
            {n.title && <strong>{n.title}</strong>}
            <span>{n.message}</span>
            {n.action && (
              <Link
                to={n.action.route}
                className="kf-toast-action"
                data-testid="notification-action"
                onClick={() => setShown((list) => list.filter((x) => x.id !== n.id))}
              >
                {n.action.label}
              </Link>
            )}
          </div>
          <button
            type="button"
            className="kf-icon-button"
            aria-label={t('designer.notification.close')}
            onClick={() => setShown((list) => list.filter((x) => x.id !== n.id))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
