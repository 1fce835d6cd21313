/** Texts of the vector3 point list editor. */
export const vector3PointsLocales = {
  en: {
    'vector3Points.count': '{{count}} points', 'vector3Points.selectedCount': '{{count}} selected', 'vector3Points.add': 'Add', 'vector3Points.addTitle': 'Add a point after the selection (or at the end)',
    'vector3Points.remove': 'Remove', 'vector3Points.removeTitle': 'Remove the selected points (Delete)', 'vector3Points.clear': 'Clear', 'vector3Points.clearTitle': 'Remove every point',
    'vector3Points.clearConfirmTitle': 'Hint', 'vector3Points.clearConfirm': 'Are you sure you want to empty it?', 'vector3Points.confirm': 'Confirm', 'vector3Points.cancel': 'Cancel',
    'vector3Points.empty': 'No points', 'vector3Points.mixed': 'The selected nodes have different points', 'vector3Points.max': 'At most {{max}} points', 'vector3Points.min': 'At least {{min}} points are needed',
    'vector3Points.notNumber': '"{{text}}" is not a number', 'vector3Points.point': 'Point {{index}}', 'vector3Points.axis': '{{axis}} of point {{index}}',
  },
  'zh-CN': {
    'vector3Points.count': '{{count}} 个点', 'vector3Points.selectedCount': '已选 {{count}} 个', 'vector3Points.add': '添加', 'vector3Points.addTitle': '在选中点之后（或末尾）添加一个点',
    'vector3Points.remove': '删除', 'vector3Points.removeTitle': '删除选中的点（Delete）', 'vector3Points.clear': '清空', 'vector3Points.clearTitle': '删除所有点',
    'vector3Points.clearConfirmTitle': '提示', 'vector3Points.clearConfirm': '确定清空吗？', 'vector3Points.confirm': '确定', 'vector3Points.cancel': '取消',
    'vector3Points.empty': '没有点', 'vector3Points.mixed': '选中的节点的点不同', 'vector3Points.max': '最多 {{max}} 个点', 'vector3Points.min': '至少需要 {{min}} 个点',
    'vector3Points.notNumber': '“{{text}}”不是数字', 'vector3Points.point': '点 {{index}}', 'vector3Points.axis': '点 {{index}} 的 {{axis}}',
  },
  'zh-TW': {
    'vector3Points.count': '{{count}} 個點', 'vector3Points.selectedCount': '已選 {{count}} 個', 'vector3Points.add': '新增', 'vector3Points.addTitle': '在選取的點之後（或末尾）新增一個點',
    'vector3Points.remove': '刪除', 'vector3Points.removeTitle': '刪除選取的點（Delete）', 'vector3Points.clear': '清空', 'vector3Points.clearTitle': '刪除所有點',
    'vector3Points.clearConfirmTitle': '提示', 'vector3Points.clearConfirm': '確定清空嗎？', 'vector3Points.confirm': '確定', 'vector3Points.cancel': '取消',
    'vector3Points.empty': '沒有點', 'vector3Points.mixed': '選取的節點的點不同', 'vector3Points.max': '最多 {{max}} 個點', 'vector3Points.min': '至少需要 {{min}} 個點',
    'vector3Points.notNumber': '「{{text}}」不是數字', 'vector3Points.point': '點 {{index}}', 'vector3Points.axis': '點 {{index}} 的 {{axis}}',
  },
} as const;
