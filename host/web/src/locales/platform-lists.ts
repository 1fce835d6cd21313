import { splitTexts } from './platform-split.js';

/** Texts of the project list, scene list and recycle bin. */
export const platformListTexts = splitTexts({
  'platform.movedToBin': ['Moved to the recycle bin', '已移至回收站', '已移至資源回收筒'],
  'platform.projects.title': ['My projects', '我的项目', '我的專案'],
  'platform.projects.marketTitle': ['Designer projects', '设计师项目', '設計師專案'],
  'platform.projects.current': ['Current project', '当前项目', '目前專案'],
  'platform.projects.create': ['New project', '新建项目', '新增專案'],
  'platform.projects.created': ['Project created', '项目已创建', '專案已建立'],
  'platform.projects.renamed': ['Project renamed', '项目已重命名', '專案已重新命名'],
  'platform.projects.empty': ['No projects yet. Create one to start.', '还没有项目，新建一个开始吧。', '尚無專案，新增一個開始吧。'],
  'platform.projects.select': ['Select', '选择', '選取'],
  'platform.projects.openNamed': ['Open {{name}}', '打开 {{name}}', '開啟 {{name}}'],
  'platform.projects.deleteConfirm': ['Move the project "{{name}}" to the recycle bin? It is kept there for 30 days.', '将项目“{{name}}”移至回收站？回收站保留 30 天。', '將專案「{{name}}」移至資源回收筒？保留 30 天。'],
});
