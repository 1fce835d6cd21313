import { NotificationService } from '../../../sdk/index.js';
import type { ServiceModule } from '../../kernel/editor-kernel.js';
import { NotificationServiceImpl } from './notification-service.js';

/** Binds the notification service. */
export function notificationsModule(now?: () => number): ServiceModule {
  return ({ services }) => services.bindValue(NotificationService, new NotificationServiceImpl(now));
}
