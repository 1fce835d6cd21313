/** Texts of the orbit-camera animation panel. */
export const orbitCameraLocales = {
  en: {
    'orbitCameraAnimation.title': 'Orbit camera',
    'orbitCameraAnimation.add': 'Add to animation',
    'orbitCameraAnimation.disconnect': 'Disconnect',
    'orbitCameraAnimation.select': 'Select an orbit camera to add it to the current animation.',
    'orbitCameraAnimation.current': 'Current animation: {{name}}',
    'orbitCameraAnimation.none': 'No current animation',
  },
  'zh-CN': {
    'orbitCameraAnimation.title': '轨道相机',
    'orbitCameraAnimation.add': '添加到动画',
    'orbitCameraAnimation.disconnect': '断开',
    'orbitCameraAnimation.select': '选择一个轨道相机，将其添加到当前动画。',
    'orbitCameraAnimation.current': '当前动画：{{name}}',
    'orbitCameraAnimation.none': '没有当前动画',
  },
  'zh-TW': {
    'orbitCameraAnimation.title': '軌道相機',
    'orbitCameraAnimation.add': '新增到動畫',
    'orbitCameraAnimation.disconnect': '中斷連接',
    'orbitCameraAnimation.select': '選擇一個軌道相機，將其加入目前動畫。',
    'orbitCameraAnimation.current': '目前動畫：{{name}}',
    'orbitCameraAnimation.none': '沒有目前動畫',
  },
} as const;
