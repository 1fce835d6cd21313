import type { GatedFeature, NotificationService, PermissionService, SessionService } from '../../../sdk/index.js';
import { UPGRADE_ROUTE } from '../../../sdk/index.js';
import { isAllowed } from '../../../sdk/contract/permission-key.js';
import { permissionLocales } from './locales.js';

/** The professional plan's name (spec 000 §3). */
export const PROFESSIONAL_PLAN = 'PROFESSIONAL';

/** Permission checks from the session's permission data and subscription (spec 000 §6). */
export class SessionPermissionService implements PermissionService {
  constructor(
    private readonly session: () => SessionService | undefined,
    private readonly translate: (key: string) => string = (key) => key,
    private readonly notifications: () => NotificationService | undefined = () => undefined,
  ) {}

  can(resource: string, action: string): boolean {
    const session = this.session();
    const user = session?.user;
    if (!user) return false;
    const data = session.permissions ?? { pvg: [], allP: [], prosCons: true };
    return isAllowed({ manager: user.manager, prosCons: data.prosCons, pvg: data.pvg, allP: data.allP }, resource, action);
  }

  allows(_feature: GatedFeature): boolean {
    const session = this.session();
    if (session?.user?.manager) return true;
    return session?.subscription?.planName === PROFESSIONAL_PLAN;
  }

  get upgradeMessage(): string {
    const text = this.translate('permissions.upgrade');
    return text && text !== 'permissions.upgrade' ? text : permissionLocales.en['permissions.upgrade'];
  }

  get storageFull(): boolean {
    const subscription = this.session()?.subscription;
    if (!subscription) return false;
    return subscription.usedStorage >= subscription.storageLimit;
  }

  readonly upgradeUrl = UPGRADE_ROUTE;

  lockReason(feature: GatedFeature): string | undefined {
    if (this.allows(feature)) return undefined;
    const key = `permissions.locked.${feature}`;
    const text = this.translate(key);
    if (text && text !== key) return text;
    const general = this.translate('permissions.locked');
    return general && general !== 'permissions.locked' ? general : this.upgradeMessage;
  }

  gate(feature: GatedFeature): boolean {
    if (this.allows(feature)) return true;
    this.notifications()?.warning(this.upgradeMessage);
    return false;
  }
}
