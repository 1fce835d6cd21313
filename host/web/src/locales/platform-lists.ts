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

/** Texts of the scene list. */
export const platformSceneTexts = splitTexts({
  'platform.scenes.categories': ['Categories', '分类', '分類'],
  'platform.scenes.category': ['Category', '分类', '分類'],
  'platform.scenes.all': ['All', '全部', '全部'],
  'platform.scenes.default': ['Default', '默认', '預設'],
  'platform.scenes.create': ['New scene', '新建场景', '新增場景'],
  'platform.scenes.created': ['Scene created', '场景已创建', '場景已建立'],
  'platform.scenes.template': ['Template', '模板', '範本'],
  'platform.scenes.import': ['Import .kzs', '导入 .kzs', '匯入 .kzs'],
  'platform.scenes.imported': ['Scene imported', '场景已导入', '場景已匯入'],
  'platform.scenes.importOnlyKzs': ['Only .kzs files can be imported', '只能导入 .kzs 文件', '只能匯入 .kzs 檔案'],
  'platform.scenes.export': ['Export', '导出', '匯出'],
  'platform.scenes.empty': ['No scenes in this category.', '此分类中没有场景。', '此分類中沒有場景。'],
  'platform.scenes.renamed': ['Scene renamed', '场景已重命名', '場景已重新命名'],
  'platform.scenes.copied': ['Scene copied', '场景已复制', '場景已複製'],
  'platform.scenes.copyName': ['{{name}} copy', '{{name}} 副本', '{{name}} 副本'],
  'platform.scenes.moved': ['Scene moved', '场景已移动', '場景已移動'],
  'platform.scenes.moveTitle': ['Move "{{name}}"', '移动“{{name}}”', '移動「{{name}}」'],
  'platform.scenes.moveHint': ['Existing categories: {{list}}. A new name creates a category.', '现有分类：{{list}}。输入新名称将创建分类。', '現有分類：{{list}}。輸入新名稱將建立分類。'],
  'platform.scenes.deleteConfirm': ['Move the scene "{{name}}" to the recycle bin? It is kept there for 30 days.', '将场景“{{name}}”移至回收站？回收站保留 30 天。', '將場景「{{name}}」移至資源回收筒？保留 30 天。'],
  'platform.scenes.renameCategory': ['Rename category', '重命名分类', '重新命名分類'],
  'platform.scenes.categoryRenamed': ['Category renamed', '分类已重命名', '分類已重新命名'],
  'platform.scenes.deleteCategory': ['Delete category', '删除分类', '刪除分類'],
  'platform.scenes.deleteCategoryConfirm': ['Delete the category "{{name}}"? Its scenes move to {{fallback}}.', '删除分类“{{name}}”？其中的场景将移至{{fallback}}。', '刪除分類「{{name}}」？其中的場景將移至{{fallback}}。'],
  'platform.scenes.categoryDeleted': ['Category deleted', '分类已删除', '分類已刪除'],
});

/** Texts of the recycle bin. */
export const platformBinTexts = splitTexts({
  'platform.bin.range': ['Deleted within', '删除时间', '刪除時間'],
  'platform.bin.rangeAll': ['All', '全部', '全部'],
  'platform.bin.range1': ['1 day', '1 天', '1 天'],
  'platform.bin.range7': ['7 days', '7 天', '7 天'],
  'platform.bin.range30': ['30 days', '30 天', '30 天'],
  'platform.bin.clear': ['Empty the bin', '清空回收站', '清空資源回收筒'],
  'platform.bin.clearConfirm': ['Delete everything shown here permanently? This cannot be undone.', '永久删除此处显示的所有项目？此操作无法撤销。', '永久刪除此處顯示的所有項目？此操作無法復原。'],
  'platform.bin.cleared': ['Recycle bin emptied', '回收站已清空', '資源回收筒已清空'],
  'platform.bin.retention': ['Deleted items are kept for 30 days.', '已删除的项目保留 30 天。', '已刪除的項目保留 30 天。'],
  'platform.bin.empty': ['The recycle bin is empty.', '回收站为空。', '資源回收筒是空的。'],
  'platform.bin.kind': ['Type', '类型', '類型'],
  'platform.bin.kindScene': ['Scene', '场景', '場景'],
  'platform.bin.kindProject': ['Project', '项目', '專案'],
  'platform.bin.deletedAt': ['Deleted', '删除时间', '刪除時間'],
  'platform.bin.actions': ['Actions', '操作', '操作'],
  'platform.bin.restore': ['Roll back', '还原', '還原'],
  'platform.bin.restored': ['Restored', '已还原', '已還原'],
  'platform.bin.purge': ['Delete permanently', '永久删除', '永久刪除'],
  'platform.bin.purgeConfirm': ['Delete "{{name}}" permanently? This cannot be undone.', '永久删除“{{name}}”？此操作无法撤销。', '永久刪除「{{name}}」？此操作無法復原。'],
  'platform.bin.purged': ['Deleted permanently', '已永久删除', '已永久刪除'],
});
