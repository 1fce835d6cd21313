import type { GatedFeature, NotificationAction, NotificationService, PermissionService, SessionService } from '../../../sdk/index.js';
import { UPGRADE_ROUTE } from '../../../sdk/index.js';
import { isAllowed } from '../../../sdk/contract/permission-key.js';
import { planAllows, PROFESSIONAL_PLAN } from '../../../sdk/contract/plan-gates.js';
import { permissionLocales } from './locales.js';

/** The professional plan's name (spec 000 §3). */
export { PROFESSIONAL_PLAN };

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

  /** The plan gates' one rule (`planAllows`, the server's too) over the session's plan. */
  allows(feature: GatedFeature): boolean {
    const session = this.session();
    return planAllows({ plan: session?.subscription?.planName, manager: session?.user?.manager }, feature);
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

  get upgradeAction(): NotificationAction {
    const label = this.translate('permissions.upgradeAction');
    return { label: label && label !== 'permissions.upgradeAction' ? label : permissionLocales.en['permissions.upgradeAction'], route: this.upgradeUrl };
  }

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
    this.notifications()?.notify('warning', this.upgradeMessage, undefined, this.upgradeAction);
    return false;
  }
}
