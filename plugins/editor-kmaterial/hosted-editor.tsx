import { descriptorDefault, propertyValueJson } from '../../sdk/index.js';
import type { JsonValue, NodeId, PropertyDescriptor, PropertyEditorHost, PropertyValue } from '../../sdk/index.js';
import type { ReactNode } from 'react';

/**
 * The product's own property editors (texture, colour…) drawn inside the stage panel through the inspector's
 * PropertyEditorHost: the editor the inspector would choose for the type. Gestures (a colour-picker session) merge
 * their edits into one undo step through the row's gesture calls.
 */
export interface HostedEditors {
  /** The inspector's editor host; undefined without the inspector (the panel falls back to plain inputs). */
  readonly host: PropertyEditorHost | undefined;
  /** The material node the stage belongs to (what the editors are told they edit). */
  readonly nodeIds: readonly NodeId[];
  beginGesture(gesture: string): void;
  endGesture(gesture: string): void;
  cancelGesture(gesture: string): void;
}

/** Draw the hosted editor of a descriptor's type with a value; `fallback` without an editor host. */
export function HostedEditor({ hosted, descriptor, value, readOnly, onChange, fallback }: {
  hosted: HostedEditors; descriptor: PropertyDescriptor; value: JsonValue | undefined; readOnly: boolean;
  onChange: (value: JsonValue) => void; fallback: ReactNode;
}) {
  const Cell = hosted.host?.EditorCell;
  if (!Cell) return <>{fallback}</>;
  return (
    <Cell descriptor={descriptor} value={value ?? descriptorDefault(descriptor) ?? null} nodeIds={hosted.nodeIds} readOnly={readOnly}
      onChange={(v: PropertyValue) => onChange(propertyValueJson(v))}
      beginGesture={hosted.beginGesture} endGesture={hosted.endGesture} cancelGesture={hosted.cancelGesture} />
  );
}
