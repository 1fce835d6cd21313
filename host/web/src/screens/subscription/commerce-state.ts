import { useCallback } from 'react';
import { I18nService } from '../../../../../sdk/index.js';
import { GetCurrentSubscription, PointsRemainingGet } from '../../../../../sdk/contract/endpoints/index.js';
import { useOptionalService, useT } from '../../kernel/kernel-context.js';
import { useApi, useAsync, useSession } from '../../platform/hooks.js';

/** The locale and translator the commerce views share. */
export function useCommerceText(): { t: ReturnType<typeof useT>; locale: string } {
  return { t: useT(), locale: useOptionalService(I18nService)?.locale ?? 'zh-CN' };
}

/**
 * The caller's subscription and points, loaded fresh; each load also updates the session's subscription, so the
 * plan gates (PermissionService) follow a payment or a redeemed code without signing in again.
 */
export function useAccountState() {
  const api = useApi();
  const session = useSession();
  const current = useAsync(async () => {
    const reply = await api.call(GetCurrentSubscription);
    session.setSubscription({ planName: reply.planName, storageLimit: reply.storageLimit, usedStorage: reply.usedStorage });
    return reply;
  }, []);
  const points = useAsync(() => api.call(PointsRemainingGet), []);
  const { reload: reloadCurrent } = current;
  const { reload: reloadPoints } = points;
  const reload = useCallback(() => {
    reloadCurrent();
    reloadPoints();
  }, [reloadCurrent, reloadPoints]);
  return { current: current.data, points: points.data?.remaining, reload };
}

/** The translated name of a plan ('FREE' → 'Free'). */
export function planLabel(t: ReturnType<typeof useT>, name: string): string {
  const key = `commerce.plan.${name}`;
  const text = t(key);
  return text === key ? name : text;
}
