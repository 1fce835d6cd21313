import { appTexts } from '../app-texts.js';

/** The app kernel's texts in zh-CN (replaced by their evaluated table in the build). */
export default appTexts('zh-CN');
