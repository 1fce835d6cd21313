/** Texts of the permission service. */
export const permissionLocales = {
  en: { 'permissions.upgrade': 'No permission at the moment, you can upgrade your subscription plan' },
  'zh-CN': { 'permissions.upgrade': '暂无权限，您可以升级订阅套餐' },
  'zh-TW': { 'permissions.upgrade': '暫無權限，您可以升級訂閱方案' },
} as const;
