import { appTexts } from '../app-texts.js';

/** The app kernel's texts in zh-TW (replaced by their evaluated table in the build). */
export default appTexts('zh-TW');
