import * as Blockly from 'blockly/core';

let theme: Blockly.Theme | undefined;

/** Blockly's classic block colours on the designer's dark chrome. */
export function designerTheme(): Blockly.Theme {
  theme ??= Blockly.Theme.defineTheme('kf-designer-dark', {
    name: 'kf-designer-dark',
    base: Blockly.Themes.Classic,
    componentStyles: {
      workspaceBackgroundColour: '#1e1f24',
      toolboxBackgroundColour: '#26282e',
      toolboxForegroundColour: '#e3e5ea',
      flyoutBackgroundColour: '#2d3037',
      flyoutForegroundColour: '#d0d3d9',
      flyoutOpacity: 0.96,
      scrollbarColour: '#797d86',
      scrollbarOpacity: 0.5,
      insertionMarkerColour: '#ffffff',
      insertionMarkerOpacity: 0.3,
      cursorColour: '#d0d0d0',
    },
    fontStyle: { family: 'system-ui, sans-serif', size: 11 },
  });
  return theme;
}
