import { afterEach, describe, expect, it } from 'vitest';
import { ApiService, DialogService, I18nService, NotificationService, PermissionService, PluginService, SessionService } from '../../../../sdk/index.js';
import { SessionControl } from '../../../../core/services/session/session-control.js';
import type { ServiceKernel } from '../../../../core/kernel/kernel-parts.js';
import { createAppKernel, startAppKernel } from './app-kernel.js';

const kernels: ServiceKernel[] = [];
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.dispose();
});

describe('the app kernel', () => {
  it('has the platform services, no plugin host, and the texts of the chosen language (zh-CN outside a browser)', async () => {
    const kernel = await createAppKernel();
    kernels.push(kernel);
    for (const id of [I18nService, NotificationService, DialogService, ApiService, SessionService, SessionControl, PermissionService]) {
      expect(kernel.services.has(id), id.id).toBe(true);
    }
    expect(kernel.services.has(PluginService)).toBe(false);
    const i18n = kernel.services.get(I18nService);
    expect(i18n.locale).toBe('zh-CN');
    // The host's, the kernel's, the api's and the permissions' texts, all in the chosen language.
    expect(i18n.t('platform.login.title')).toBe('登录');
    expect(i18n.t('core.language.switchTitle')).not.toBe('core.language.switchTitle');
    expect(i18n.has('shell.productName')).toBe(true);
  });

  it('started, has its services at once and its texts once they are contributed (a link page opens its link meanwhile)', async () => {
    const { kernel, texts } = startAppKernel();
    kernels.push(kernel);
    expect(kernel.services.has(ApiService)).toBe(true);
    const i18n = kernel.services.get(I18nService);
    expect(i18n.t('platform.login.title')).toBe('platform.login.title');
    await texts;
    expect(i18n.t('platform.login.title')).toBe('登录');
  });
});
