import * as Blockly from 'blockly/core';
import { LogicFieldTypes, logicCheckOf } from '../../sdk/index.js';
import type { FieldSources, PickerOption } from './field-sources.js';

let sources: FieldSources | undefined;

/** Set what the picker fields read (the logic window does it before building a workspace). */
export function setFieldSources(next: FieldSources): void {
  sources = next;
}

const MISSING = '?';

function menuOf(options: readonly PickerOption[]): Blockly.MenuOption[] {
  const none = typeof sources?.none === 'string' ? sources.none : '—';
  if (options.length === 0) return [[none, '']];
  return options.map((o): Blockly.MenuOption => [o.label, o.value]);
}

/**
 * A dropdown whose options come from the scene now and whose stored value (an id) is kept even when it is not among
 * them (a node deleted, a scene not loaded yet); its text is looked up at each render, so renames are followed.
 */
abstract class ScenePickerField extends Blockly.FieldDropdown {
  constructor(value?: string) {
    super(() => [['', '']]);
    this.menuGenerator_ = () => menuOf(this.currentOptions());
    if (value !== undefined) this.setValue(value);
  }

  protected abstract currentOptions(): readonly PickerOption[];

  protected override doClassValidation_(newValue?: string): string | null {
    return typeof newValue === 'string' ? newValue : null;
  }

  protected override getText_(): string | null {
    const value = String(this.getValue() ?? '');
    if (value === '') return menuOf([])[0]![0] as string;
    return this.currentOptions().find((o) => o.value === value)?.label ?? MISSING;
  }

  /** The value of another field of the same block. */
  protected sibling(name: string): string {
    return String(this.getSourceBlock()?.getFieldValue(name) ?? '');
  }
}

/** Check the block's VALUE input (or its output) with the type of the property chosen in its PROP field. */
function applyPropertyCheck(block: Blockly.Block | null): void {
  if (!block || !block.getField('PROP') || !block.getField('NODE')) return;
  const property = (sources?.properties(String(block.getFieldValue('NODE') ?? '')) ?? []).find((p) => p.value === block.getFieldValue('PROP'));
  const check = property ? logicCheckOf(property.type) : null;
  const input = block.getInput('VALUE');
  if (input?.connection) input.setCheck(check);
  else if (block.outputConnection) block.setOutput(true, check);
}

class NodeField extends ScenePickerField {
  static override fromJson(options: Blockly.FieldDropdownFromJsonConfig): NodeField {
    return new NodeField((options as { value?: string }).value);
  }
  protected override currentOptions() {
    return sources?.nodes() ?? [];
  }
  protected override doValueUpdate_(newValue: string): void {
    super.doValueUpdate_(newValue);
    applyPropertyCheck(this.getSourceBlock());
  }
}

/** Re-checks the block's VALUE input (or its output) with the chosen property's type. */
class NodePropertyField extends ScenePickerField {
  static override fromJson(options: Blockly.FieldDropdownFromJsonConfig): NodePropertyField {
    return new NodePropertyField((options as { value?: string }).value);
  }
  protected override currentOptions() {
    const node = this.sibling('NODE');
    return node ? (sources?.properties(node) ?? []) : [];
  }
  protected override doValueUpdate_(newValue: string): void {
    super.doValueUpdate_(newValue);
    applyPropertyCheck(this.getSourceBlock());
  }
}

class AnimationField extends ScenePickerField {
  static override fromJson(options: Blockly.FieldDropdownFromJsonConfig): AnimationField {
    return new AnimationField((options as { value?: string }).value);
  }
  protected override currentOptions() {
    return sources?.animations() ?? [];
  }
}

class AnimationStateField extends ScenePickerField {
  static override fromJson(options: Blockly.FieldDropdownFromJsonConfig): AnimationStateField {
    return new AnimationStateField((options as { value?: string }).value);
  }
  protected override currentOptions() {
    const animation = this.sibling('ANIMATION');
    return animation ? (sources?.states(animation) ?? []) : [];
  }
}

class LiveBindingField extends ScenePickerField {
  static override fromJson(options: Blockly.FieldDropdownFromJsonConfig): LiveBindingField {
    return new LiveBindingField((options as { value?: string }).value);
  }
  protected override currentOptions() {
    return sources?.bindings() ?? [];
  }
}

const FIELDS = [
  [LogicFieldTypes.node, NodeField],
  [LogicFieldTypes.nodeProperty, NodePropertyField],
  [LogicFieldTypes.animation, AnimationField],
  [LogicFieldTypes.animationState, AnimationStateField],
  [LogicFieldTypes.liveBinding, LiveBindingField],
] as const;

/** Register the scene picker fields with Blockly (once). */
export function registerSceneFields(): void {
  for (const [name, field] of FIELDS) {
    if (!Blockly.registry.hasItem(Blockly.registry.Type.FIELD, name)) Blockly.fieldRegistry.register(name, field);
  }
}

/** Redraw every picker of a workspace (after the document changed: a rename, a node removed). */
export function refreshSceneFields(workspace: Blockly.Workspace): void {
  for (const block of workspace.getAllBlocks(false)) {
    for (const input of block.inputList) {
      for (const field of input.fieldRow) if (field instanceof ScenePickerField) field.forceRerender();
    }
  }
}
