/** Texts of the permission service: the refusal (spec 000 §6) and the reasons a locked control shows. */
export const permissionLocales = {
  en: {
    'permissions.upgrade': 'No permission at the moment, you can upgrade your subscription plan',
    'permissions.upgradeAction': 'Upgrade',
    'permissions.locked': 'Not in your plan: upgrade your subscription plan to use this',
    'permissions.locked.animationKeyframes': 'Adding properties and keys to animations needs the Professional plan',
    'permissions.locked.watermark': 'Turning the watermark off needs the Professional plan',
    'permissions.locked.customLoadingPage': 'Your own loading page needs the Professional plan',
    'permissions.locked.posterStyle': 'Poster styles need the Professional plan',
  },
  'zh-CN': {
    'permissions.upgrade': '暂无权限，您可以升级订阅套餐',
    'permissions.upgradeAction': '升级',
    'permissions.locked': '您的套餐不含此功能：升级订阅套餐即可使用',
    'permissions.locked.animationKeyframes': '向动画添加属性和关键帧需要专业版套餐',
    'permissions.locked.watermark': '关闭水印需要专业版套餐',
    'permissions.locked.customLoadingPage': '自定义加载页需要专业版套餐',
    'permissions.locked.posterStyle': '海报样式需要专业版套餐',
  },
  'zh-TW': {
    'permissions.upgrade': '暫無權限，您可以升級訂閱方案',
    'permissions.upgradeAction': '升級',
    'permissions.locked': '您的方案不含此功能：升級訂閱方案即可使用',
    'permissions.locked.animationKeyframes': '向動畫新增屬性和關鍵影格需要專業版方案',
    'permissions.locked.watermark': '關閉浮水印需要專業版方案',
    'permissions.locked.customLoadingPage': '自訂載入頁需要專業版方案',
    'permissions.locked.posterStyle': '海報樣式需要專業版方案',
  },
} as const;
