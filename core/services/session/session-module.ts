import { ApiService, SessionService } from '../../../sdk/index.js';
import type { ServiceModule } from '../../kernel/editor-kernel.js';
import { browserStore } from './key-value-store.js';
import { StoredSessionService } from './stored-session-service.js';

/** Binds the session service over localStorage. */
export const sessionModule: ServiceModule = ({ services }) => {
  services.bindValue(SessionService, new StoredSessionService(() => services.get(ApiService), browserStore()));
};
