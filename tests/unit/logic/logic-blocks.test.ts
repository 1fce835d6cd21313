import { beforeAll, describe, expect, it } from 'vitest';
import * as Blockly from 'blockly/core';
import 'blockly/blocks';
import * as En from 'blockly/msg/en';
import { LogicBlocks } from '../../../sdk/index.js';
import type { LogicBlockContribution } from '../../../sdk/index.js';
import { createTestKernel } from '../../../core/testing/index.js';
import { buildToolbox, registerContributedBlocks } from '../../../plugins/logic-window/register-blocks.js';
import { registerSceneFields, setFieldSources } from '../../../plugins/logic-window/scene-fields.js';
import { generateCode, loadWorkspaceText, workspaceText } from '../../../plugins/logic-window/workspace-io.js';
import events from '../../../plugins/logic-blocks-events/index.js';
import nodes from '../../../plugins/logic-blocks-nodes/index.js';
import animation from '../../../plugins/logic-blocks-animation/index.js';
import camera from '../../../plugins/logic-blocks-camera/index.js';
import viewportState from '../../../plugins/viewport-state/index.js';
import animationServices from '../../../plugins/animation/index.js';
import data from '../../../plugins/logic-blocks-data/index.js';

let contributed: readonly LogicBlockContribution[] = [];

beforeAll(async () => {
  const kernel = await createTestKernel({ plugins: [viewportState, animationServices, events, nodes, animation, camera, data], locale: 'en' });
  contributed = kernel.contributions(LogicBlocks);
  Blockly.setLocale(En as unknown as Record<string, string>);
  registerSceneFields();
  setFieldSources({
    nodes: () => [{ label: 'Box', value: 'box1' }, { label: 'Sphere', value: 'sph1' }],
    nodeLabel: (id) => ({ box1: 'Box', sph1: 'Sphere' })[id],
    properties: () => [{ label: 'Visible', value: 'visible', type: 'boolean' }, { label: 'Intensity', value: 'intensity', type: 'number' }],
    animations: () => [{ label: 'Doors', value: 'anim1' }],
    states: () => [{ label: 'Open', value: 'open' }],
    bindings: () => [{ label: 'Sensors › infoPoints › p2.status ← Plant', value: 'binding1' }],
    none: '(none)',
  });
  registerContributedBlocks(contributed, 'en', (type, why) => { throw new Error(`${type} refused: ${why}`); });
  await kernel.dispose();
});

type BlockState = Record<string, unknown>;
/** The code of a workspace holding `blocks` (Blockly JSON block states). */
function codeOf(...blocks: BlockState[]): string {
  const workspace = new Blockly.Workspace();
  Blockly.serialization.workspaces.load({ blocks: { languageVersion: 0, blocks } }, workspace);
  const code = generateCode(workspace);
  workspace.dispose();
  return code;
}
const inside = (block: BlockState): BlockState => ({ type: 'events_scene_loaded', inputs: { DO: { block } } });
const num = (value: number) => ({ block: { type: 'math_number', fields: { NUM: value } } });
const text = (value: string) => ({ block: { type: 'text', fields: { TEXT: value } } });
/** The body of the scene-loaded handler generated around one statement block. */
const body = (block: BlockState) => codeOf(inside(block)).replace(/^scene\.onSceneLoaded\(\(\) => \{\n/, '').replace(/\}\);\n$/, '').trim();

describe('built-in logic blocks generate calls to the puzzle API only', () => {
  it('are contributed through the LogicBlocks point, in five categories', () => {
    expect(new Set(contributed.map((b) => b.category.id))).toEqual(new Set(['events', 'nodes', 'animation', 'camera', 'data']));
    expect(contributed).toHaveLength(25);
  });

  it('events', () => {
    expect(codeOf({ type: 'events_scene_loaded' })).toBe('scene.onSceneLoaded(() => {\n});\n');
    expect(codeOf({ type: 'events_node_event', fields: { NODE: 'box1', EVENT: 'click' }, inputs: { DO: { block: { type: 'nodes_set_color', fields: { NODE: 'sph1' }, inputs: { COLOUR: { block: { type: 'nodes_colour', fields: { COLOUR: '#ff0000' } } } } } } } }))
      .toBe('scene.onNodeEvent("click", "box1", () => {\n  scene.setColor("sph1", "#ff0000");\n});\n');
    expect(codeOf({ type: 'events_node_event', fields: { NODE: 'box1', EVENT: 'pointerleave' } })).toBe('scene.onNodeEvent("pointerleave", "box1", () => {\n});\n');
    expect(codeOf({ type: 'events_key', fields: { KEY: 'q' } })).toBe('scene.onKey("q", () => {\n});\n');
    expect(codeOf({ type: 'events_every', fields: { SECONDS: 1 }, inputs: { DO: { block: { type: 'nodes_transform_by', fields: { PROP: 'rotation', NODE: 'box1', X: 0, Y: 10, Z: 0, SECONDS: 0 } } } } }))
      .toBe('scene.every(1, () => {\n  scene.transformBy("box1", "rotation", { x: 0, y: 10, z: 0 }, 0);\n});\n');
    expect(codeOf({ type: 'events_after', fields: { SECONDS: 2.5 } })).toBe('scene.after(2.5, () => {\n});\n');
    expect(codeOf({ type: 'events_state_entered', fields: { ANIMATION: 'anim1', STATE: 'open' } })).toBe('scene.onStateEntered("anim1", "open", () => {\n});\n');
    const onData = codeOf({ type: 'events_data', fields: { VAR: { id: 'v1', name: 'data' } } });
    expect(onData).toContain('scene.onData((value) => {\n  data = value;\n});\n');
    expect(onData).toMatch(/^var data;/);
  });

  it('nodes', () => {
    expect(body({ type: 'nodes_set_property', fields: { NODE: 'box1', PROP: 'intensity' }, inputs: { VALUE: { block: { type: 'nodes_user_data', fields: { NODE: 'sph1', KEY: 'name.zhCN' } } } } }))
      .toBe('scene.set("box1", "intensity", scene.field(scene.get("sph1", "userData"), "items.name.zhCN"));');
    expect(body({ type: 'nodes_set_property', fields: { NODE: 'box1', PROP: 'intensity' }, inputs: { VALUE: num(2) } })).toBe('scene.set("box1", "intensity", 2);');
    expect(body({ type: 'nodes_set_visible', fields: { NODE: 'box1', VISIBLE: 'false' } })).toBe('scene.setVisible("box1", false);');
    expect(body({ type: 'nodes_transform_to', fields: { PROP: 'position', NODE: 'sph1', X: 1, Y: 2, Z: -3, SECONDS: 0.5 } }))
      .toBe('scene.transformTo("sph1", "position", { x: 1, y: 2, z: -3 }, 0.5);');
    expect(body({ type: 'nodes_set_visible', fields: { NODE: 'box1', VISIBLE: 'true' }, next: { block: { type: 'nodes_set_property', fields: { NODE: 'sph1', PROP: 'visible' }, inputs: { VALUE: { block: { type: 'logic_negate', inputs: { BOOL: { block: { type: 'nodes_get_property', fields: { NODE: 'sph1', PROP: 'visible' } } } } } } } } } }))
      .toBe('scene.setVisible("box1", true);\n  scene.set("sph1", "visible", !scene.get("sph1", "visible"));');
  });

  it('a property block is typed by its descriptor', () => {
    const workspace = new Blockly.Workspace();
    const set = workspace.newBlock('nodes_set_property');
    set.setFieldValue('box1', 'NODE');
    set.setFieldValue('intensity', 'PROP');
    expect(set.getInput('VALUE')?.connection?.getCheck()).toEqual(['Number']);
    set.setFieldValue('visible', 'PROP');
    expect(set.getInput('VALUE')?.connection?.getCheck()).toEqual(['Boolean']);
    const text = workspace.newBlock('text');
    expect(workspace.connectionChecker.canConnect(set.getInput('VALUE')!.connection, text.outputConnection, false)).toBe(false);
    workspace.dispose();
  });

  it('animation', () => {
    expect(body({ type: 'animation_control', fields: { ACTION: 'pause', ANIMATION: 'anim1' } })).toBe('scene.pauseAnimation("anim1");');
    expect(body({ type: 'animation_control', fields: { ACTION: 'stop', ANIMATION: 'anim1' } })).toBe('scene.stopAnimation("anim1");');
    expect(body({ type: 'animation_jump_state', fields: { ANIMATION: 'anim1', STATE: 'open' } })).toBe('scene.jumpToState("anim1", "open");');
    expect(body({ type: 'animation_set_progress', fields: { ANIMATION: 'anim1' }, inputs: { PROGRESS: num(0.25) } })).toBe('scene.setProgress("anim1", 0.25);');
  });

  it('camera', () => {
    expect(body({ type: 'camera_fly_to', fields: { NODE: 'box1', SECONDS: 2 } })).toBe('scene.flyTo("box1", 2);');
    expect(body({ type: 'camera_orbit_target', fields: { NODE: 'sph1' } })).toBe('scene.setOrbitTarget("sph1");');
  });

  it('data', () => {
    const readField = { type: 'data_field', fields: { PATH: 'a.b.0' }, inputs: { VALUE: { block: { type: 'variables_get', fields: { VAR: { id: 'd', name: 'data' } } } } } };
    const setIt = { type: 'nodes_set_property', fields: { NODE: 'box1', PROP: 'intensity' }, inputs: { VALUE: { block: readField } } };
    const fetched = codeOf(inside({ type: 'data_get_json', fields: { VAR: { id: 'd', name: 'data' } }, inputs: { URL: text('http://127.0.0.1/x.json'), DO: { block: setIt } } }));
    expect(fetched).toContain('scene.fetchJson(\'http://127.0.0.1/x.json\').then((value) => {\n    data = value;\n    scene.set("box1", "intensity", scene.field(data, "a.b.0"));\n  });');
    expect(body({ type: 'data_poll_json', fields: { SECONDS: 5 }, inputs: { URL: text('http://127.0.0.1/y') } }))
      .toBe('scene.every(5, () => {\n    scene.fetchJson(\'http://127.0.0.1/y\', { notify: true });\n  });');
  });

  it('live data', () => {
    const onLive = { type: 'data_on_live', fields: { BINDING: 'binding1', VAR: { id: 'v', name: 'reading' } }, inputs: { DO: { block: { type: 'nodes_set_property', fields: { NODE: 'box1', PROP: 'intensity' }, inputs: { VALUE: { block: { type: 'data_live_value', fields: { BINDING: 'binding1' } } } } } } } };
    expect(codeOf(onLive)).toContain('scene.onLiveData("binding1", ($value) => {\n  reading = $value;\n  scene.set("box1", "intensity", scene.liveValue("binding1"));\n});');
    const workspace = new Blockly.Workspace();
    const field = workspace.newBlock('data_live_value').getField('BINDING')!;
    expect((field as Blockly.FieldDropdown).getOptions(false)).toEqual([['Sensors › infoPoints › p2.status ← Plant', 'binding1']]);
    workspace.dispose();
  });

  it("Blockly's standard blocks generate JavaScript beside them", () => {
    expect(body({ type: 'controls_if', inputs: { IF0: { block: { type: 'logic_boolean', fields: { BOOL: 'TRUE' } } }, DO0: { block: { type: 'nodes_set_visible', fields: { NODE: 'box1', VISIBLE: 'true' } } } } }))
      .toBe('if (true) {\n    scene.setVisible("box1", true);\n  }');
    expect(body({ type: 'controls_repeat_ext', inputs: { TIMES: num(3), DO: { block: { type: 'camera_orbit_target', fields: { NODE: 'box1' } } } } }))
      .toMatch(/for \(var count = 0; count < 3; count\+\+\) \{\n\s+scene\.setOrbitTarget\("box1"\);/);
  });

  it('the toolbox lists each category once, contributed categories before the standard ones, titles in the locale', () => {
    const toolbox = buildToolbox(contributed, 'zh-CN') as unknown as { contents: { toolboxitemid: string; name: string; contents: unknown[] }[] };
    expect(toolbox.contents.map((c) => c.toolboxitemid)).toEqual(['events', 'nodes', 'animation', 'camera', 'data', 'logic', 'loops', 'math', 'text', 'lists', 'variables', 'functions']);
    expect(toolbox.contents.map((c) => c.name).slice(0, 5)).toEqual(['事件', '节点', '动画', '相机', '数据']);
    expect(toolbox.contents[0]!.contents).toHaveLength(7);
  });

  it('a workspace saves as JSON and loads back (and old XML loads), a damaged text throws', () => {
    const workspace = new Blockly.Workspace();
    loadWorkspaceText(workspace, '<xml xmlns="https://developers.google.com/blockly/xml"><block type="events_every"><field name="SECONDS">3</field></block></xml>');
    expect(generateCode(workspace)).toBe('scene.every(3, () => {\n});\n');
    const saved = workspaceText(workspace);
    expect(JSON.parse(saved)).toMatchObject({ blocks: { blocks: [{ type: 'events_every', fields: { SECONDS: 3 } }] } });
    const other = new Blockly.Workspace();
    loadWorkspaceText(other, saved);
    expect(generateCode(other)).toBe('scene.every(3, () => {\n});\n');
    expect(() => loadWorkspaceText(other, '{not json')).toThrow();
    loadWorkspaceText(other, '');
    expect(workspaceText(other)).toBe('');
  });

  it('a contribution that would replace a standard block or repeat a type is refused', () => {
    const refused: string[] = [];
    const fake: LogicBlockContribution = { ...contributed[0]!, id: 'controls_if' };
    registerContributedBlocks([fake, contributed[1]!, contributed[1]!, { ...contributed[0]!, id: 'bad type!' }], 'en', (type, why) => refused.push(`${type}:${why}`));
    expect(refused).toEqual(['controls_if:duplicate', `${contributed[1]!.id}:duplicate`, 'bad type!:type']);
    expect(codeOf({ type: 'controls_if' })).toBe('if (false) {\n}\n');
  });
});

describe('the node picker follows the document', () => {
  it('shows the node by its current name, keeps the id of a node that is gone and shows it as ?', () => {
    const names = new Map([['box1', 'Box'], ['sph1', 'Sphere']]);
    setFieldSources({
      nodes: () => [...names].map(([value, label]) => ({ label, value })),
      nodeLabel: (id) => names.get(id),
      properties: () => [],
      animations: () => [],
      states: () => [],
      bindings: () => [],
      none: '(none)',
    });
    const workspace = new Blockly.Workspace();
    const block = workspace.newBlock('camera_orbit_target');
    block.setFieldValue('box1', 'NODE');
    const field = block.getField('NODE')!;
    expect(field.getText()).toBe('Box');
    names.set('box1', 'Crate');
    expect(field.getText()).toBe('Crate');
    expect((field as Blockly.FieldDropdown).getOptions(false).map(([, value]) => value)).toEqual(['box1', 'sph1']);
    names.delete('box1');
    expect(field.getText()).toBe('?');
    expect(block.getFieldValue('NODE')).toBe('box1');
    expect(codeOf({ type: 'camera_orbit_target', fields: { NODE: 'box1' } })).toBe('scene.setOrbitTarget("box1");\n');
    workspace.dispose();
  });
});
