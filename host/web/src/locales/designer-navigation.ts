import { splitTexts } from './platform-split.js';

/** Texts of the designer's way back to the platform screens. */
export const designerNavigationTexts = splitTexts({
  'designer.nav.label': ['Platform', '平台', '平台'],
  'designer.nav.projects': ['Projects', '项目', '專案'],
  'designer.nav.scenes': ['Scene list', '场景列表', '場景列表'],
  'designer.nav.home': ['Scene Designer: back to the projects', '场景设计器：返回项目列表', '場景設計器：返回專案列表'],
});
