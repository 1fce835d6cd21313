import * as Blockly from 'blockly/core';
import { javascriptGenerator } from 'blockly/javascript';

/** Longest workspace text and program kept (the scene's logic fields). */
export const LOGIC_LIMITS = Object.freeze({ workspaceChars: 2_000_000, codeChars: 1_000_000 });

/** The workspace as text (Blockly's JSON serialisation); '' when it has no blocks. */
export function workspaceText(workspace: Blockly.Workspace): string {
  if (workspace.getTopBlocks(false).length === 0 && workspace.getVariableMap().getAllVariables().length === 0) return '';
  return JSON.stringify(Blockly.serialization.workspaces.save(workspace));
}

/** Fill a workspace from saved text: Blockly JSON, or the XML of older scenes. Throws on damaged text. */
export function loadWorkspaceText(workspace: Blockly.Workspace, text: string): void {
  Blockly.Events.disable();
  try {
    workspace.clear();
    const trimmed = text.trim();
    if (trimmed === '') return;
    if (trimmed.startsWith('<')) Blockly.Xml.domToWorkspace(Blockly.utils.xml.textToDom(trimmed), workspace);
    else Blockly.serialization.workspaces.load(JSON.parse(trimmed) as object, workspace, { recordUndo: false });
  } finally {
    Blockly.Events.enable();
  }
}

/** The JavaScript of a workspace: the body of the function the player runs once when the scene is loaded. */
export function generateCode(workspace: Blockly.Workspace): string {
  return javascriptGenerator.workspaceToCode(workspace);
}
