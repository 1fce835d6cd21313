import { ApiService, SessionService, SessionTokenService } from '../../../sdk/index.js';
import { serviceModule, type ServiceModule } from '../../kernel/kernel-parts.js';
import { provide } from '../../kernel/service-declaration.js';
import { publicView } from '../../kernel/public-view.js';
import { browserStore } from './key-value-store.js';
import { PUBLIC_SESSION_MEMBERS, SessionControl } from './session-control.js';
import { StoredSessionService } from './stored-session-service.js';

/**
 * Declares the session over localStorage: its control (core and host screens), the public view plugins get, and the
 * token alone (gated by the 'session.token' capability).
 */
export const sessionModule: ServiceModule = serviceModule([
  provide(SessionControl, [ApiService], (api) => new StoredSessionService(() => api, browserStore())),
  provide(SessionService, [SessionControl], (session) => publicView<SessionService>(session, PUBLIC_SESSION_MEMBERS)),
  provide(SessionTokenService, [SessionControl], (session) => Object.freeze({ get token() { return session.token; } })),
]);
