import { NotificationService } from '../../../sdk/index.js';
import { serviceModule, type ServiceModule } from '../../kernel/kernel-parts.js';
import { provide } from '../../kernel/service-declaration.js';
import { NotificationServiceImpl } from './notification-service.js';

/** Declares the notification service. */
export function notificationsModule(now?: () => number): ServiceModule {
  return serviceModule([provide(NotificationService, [], () => new NotificationServiceImpl(now))]);
}
