import type { MessageTable } from '../../i18n/messages.js';

/** Texts of the market's refusals. */
export const marketMessages: MessageTable = {
  en: {
    'market.notFound': 'This scene is not on the market.',
    'market.copyNotAllowed': 'The author of this scene does not allow copying it.',
    'market.signInForMine': 'Sign in to see the scenes you uploaded.',
    'market.notUploaded': 'This scene is not on the market yet: upload it first.',
    'market.badFilterName': 'Each filter needs a name and a value.',
  },
  'zh-CN': {
    'market.notFound': '该场景不在市场中。',
    'market.copyNotAllowed': '该场景的作者不允许复制。',
    'market.signInForMine': '请登录后查看您上传的场景。',
    'market.notUploaded': '该场景尚未上传到市场，请先上传。',
    'market.badFilterName': '每个筛选条件都需要名称和值。',
  },
  'zh-TW': {
    'market.notFound': '該場景不在市場中。',
    'market.copyNotAllowed': '該場景的作者不允許複製。',
    'market.signInForMine': '請登入後查看您上傳的場景。',
    'market.notUploaded': '該場景尚未上傳到市場，請先上傳。',
    'market.badFilterName': '每個篩選條件都需要名稱和值。',
  },
};
