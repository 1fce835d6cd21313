import { ApiService, SessionService } from '../../../sdk/index.js';
import { serviceModule, type ServiceModule } from '../../kernel/editor-kernel.js';
import { provide } from '../../kernel/service-declaration.js';
import { browserStore } from './key-value-store.js';
import { StoredSessionService } from './stored-session-service.js';

/** Declares the session service over localStorage. */
export const sessionModule: ServiceModule = serviceModule([
  provide(SessionService, [ApiService], (api) => new StoredSessionService(() => api, browserStore())),
]);
