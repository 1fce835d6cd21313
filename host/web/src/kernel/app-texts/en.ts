import { appTexts } from '../app-texts.js';

/** The app kernel's texts in en (replaced by their evaluated table in the build). */
export default appTexts('en');
