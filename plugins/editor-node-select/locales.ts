/** Texts of the node-select editor. */
export const nodeSelectLocales = {
  en: { 'nodeSelect.drop': 'Drop a node from the scene tree', 'nodeSelect.clear': 'Clear', 'nodeSelect.missing': 'Missing node ({{id}})', 'nodeSelect.self': 'A node cannot target itself', 'nodeSelect.unknown': 'That node is not in the scene', 'nodeSelect.wrongType': 'Only a node of type {{type}} can be used here' },
  'zh-CN': { 'nodeSelect.drop': '从场景树拖入一个节点', 'nodeSelect.clear': '清除', 'nodeSelect.missing': '节点不存在（{{id}}）', 'nodeSelect.self': '节点不能以自身为目标', 'nodeSelect.unknown': '该节点不在场景中', 'nodeSelect.wrongType': '此处只能使用{{type}}类型的节点' },
  'zh-TW': { 'nodeSelect.drop': '從場景樹拖入一個節點', 'nodeSelect.clear': '清除', 'nodeSelect.missing': '節點不存在（{{id}}）', 'nodeSelect.self': '節點不能以自身為目標', 'nodeSelect.unknown': '該節點不在場景中', 'nodeSelect.wrongType': '此處只能使用{{type}}類型的節點' },
} as const;
