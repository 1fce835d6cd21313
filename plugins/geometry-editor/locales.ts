/** Texts of the geometry builder editor. */
export const locales = {
  en: {
    'geometryEditor.none': 'None',
    'geometryEditor.mixed': '??',
    'geometryEditor.polygonData': 'Polygon (GeoJSON)',
    'geometryEditor.baked': 'Geometry baked into mesh asset {{name}}',
    'geometryEditor.bakeFailed': 'The geometry could not be baked: {{message}}',
    'geometryEditor.notLoaded': 'Builder not loaded: {{id}}',
  },
  'zh-CN': {
    'geometryEditor.none': '无',
    'geometryEditor.mixed': '??',
    'geometryEditor.polygonData': '多边形 (GeoJSON)',
    'geometryEditor.baked': '几何体已烘焙为网格资源 {{name}}',
    'geometryEditor.bakeFailed': '几何体烘焙失败：{{message}}',
    'geometryEditor.notLoaded': '构建器未加载：{{id}}',
  },
  'zh-TW': {
    'geometryEditor.none': '無',
    'geometryEditor.mixed': '??',
    'geometryEditor.polygonData': '多邊形 (GeoJSON)',
    'geometryEditor.baked': '幾何體已烘焙為網格資源 {{name}}',
    'geometryEditor.bakeFailed': '幾何體烘焙失敗：{{message}}',
    'geometryEditor.notLoaded': '建構器未載入：{{id}}',
  },
} as const;
