import { useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import { BUILTIN_RESOURCE_MIME, droppedStageFields } from '../../sdk/index.js';
import type { BuiltinResourceDrag, KStage } from '../../sdk/index.js';

/** The stage fields a dropped built-in image or HDR sets (with the drop rules), or undefined for anything else. */
export function stageFieldsOfDrop(data: string): Partial<KStage> | undefined {
  let drag: BuiltinResourceDrag;
  try {
    drag = JSON.parse(data) as BuiltinResourceDrag;
  } catch {
    return undefined;
  }
  const url = typeof drag.item?.url === 'string' ? drag.item.url : '';
  if ((drag.kind !== 'image' && drag.kind !== 'hdr') || !url) return undefined;
  const name = typeof drag.item.name === 'string' && drag.item.name ? drag.item.name : url;
  return droppedStageFields(name, url);
}

/** A drop zone around a picture stage's url: an image or HDR from the resource list sets the url and the rules' fields. */
export function StageUrlDrop({ readOnly, testId, onFields, children }: { readOnly: boolean; testId: string; onFields(fields: Partial<KStage>): void; children: ReactNode }) {
  const [over, setOver] = useState(false);
  const accept = (e: DragEvent) => {
    if (readOnly || ![...e.dataTransfer.types].includes(BUILTIN_RESOURCE_MIME)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const drop = (e: DragEvent) => {
    setOver(false);
    if (readOnly) return;
    const fields = stageFieldsOfDrop(e.dataTransfer.getData(BUILTIN_RESOURCE_MIME));
    if (!fields) return;
    e.preventDefault();
    onFields(fields);
  };
  return (
    <div className={`kf-kmat-url-drop${over ? ' over' : ''}`} data-testid={testId} onDragEnter={accept} onDragOver={accept} onDragLeave={() => setOver(false)} onDrop={drop}>
      {children}
    </div>
  );
}
