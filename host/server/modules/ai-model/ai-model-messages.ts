import type { MessageTable } from '../../i18n/messages.js';

/** Texts of AI model generation's refusals and failures. */
export const aiModelMessages: MessageTable = {
  en: {
    'aiModel.productType': 'The product type of AI model generation must be 2.',
    'aiModel.images': 'Choose one to {max} images.',
    'aiModel.imageFormat': 'This generator takes {formats} images ({name} is not one).',
    'aiModel.imageTooLarge': 'An image may be at most {mb} MB ({name} is larger).',
    'aiModel.payment': 'The points for this generation were not paid (consume {points} points for the feature first).',
    'aiModel.paymentUsed': 'These points were already used for a generation or given back.',
    'aiModel.inFlight': 'You already have {max} models being generated; wait until one is finished.',
    'aiModel.refused': 'The generator could not use the image: {detail}',
    'aiModel.invalid': 'The generated model is not valid glTF and was not kept: {detail}',
  },
  'zh-CN': {
    'aiModel.productType': 'AI 模型生成的产品类型必须为 2。',
    'aiModel.images': '请选择 1 至 {max} 张图片。',
    'aiModel.imageFormat': '此生成器支持 {formats} 图片（{name} 不是）。',
    'aiModel.imageTooLarge': '每张图片最大 {mb} MB（{name} 超出）。',
    'aiModel.payment': '此次生成的点数尚未支付（请先为该功能消费 {points} 点）。',
    'aiModel.paymentUsed': '这些点数已用于一次生成或已退还。',
    'aiModel.inFlight': '您已有 {max} 个模型正在生成，请等待其中一个完成。',
    'aiModel.refused': '生成器无法使用该图片：{detail}',
    'aiModel.invalid': '生成的模型不是有效的 glTF，未保留：{detail}',
  },
  'zh-TW': {
    'aiModel.productType': 'AI 模型生成的產品類型必須為 2。',
    'aiModel.images': '請選擇 1 至 {max} 張圖片。',
    'aiModel.imageFormat': '此生成器支援 {formats} 圖片（{name} 不是）。',
    'aiModel.imageTooLarge': '每張圖片最大 {mb} MB（{name} 超出）。',
    'aiModel.payment': '此次生成的點數尚未支付（請先為該功能消費 {points} 點）。',
    'aiModel.paymentUsed': '這些點數已用於一次生成或已退還。',
    'aiModel.inFlight': '您已有 {max} 個模型正在生成，請等待其中一個完成。',
    'aiModel.refused': '生成器無法使用該圖片：{detail}',
    'aiModel.invalid': '生成的模型不是有效的 glTF，未保留：{detail}',
  },
};
