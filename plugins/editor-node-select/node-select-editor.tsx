import { useEffect, useState } from 'react';
import type { ComponentType, DragEvent } from 'react';
import { MIXED, SCENE_NODE_MIME } from '../../sdk/index.js';
import type { NotificationService, PropertyEditorProps, SceneDocumentService, TranslateFn } from '../../sdk/index.js';

/** What the node-select editor needs from the kernel. */
export interface NodeSelectServices {
  readonly document: SceneDocumentService;
  readonly notifications?: NotificationService;
  readonly t: TranslateFn;
  /** A node type's title in the current language (for the wrong-type message); default the class name. */
  typeTitle?(className: string): string;
}

/** Whether a drag carries a scene node. */
export function carriesSceneNode(types: readonly string[]): boolean {
  return types.includes(SCENE_NODE_MIME);
}

/** Target picker for 'nodeSelect': a scene node dropped from the tree sets it (its id), Clear removes it. */
export function createNodeSelectEditor({ document, notifications, t, typeTitle = (c) => c }: NodeSelectServices): ComponentType<PropertyEditorProps<'nodeSelect'>> {
  return function NodeSelectEditor({ descriptor, value, nodeIds, readOnly, onChange }: PropertyEditorProps<'nodeSelect'>) {
    const [over, setOver] = useState(false);
    const [, setTick] = useState(0);
    useEffect(() => {
      const sub = document.onDidChange.subscribe(() => setTick((n) => n + 1));
      return () => sub.unsubscribe();
    }, []);
    const mixed = value === MIXED;
    const id = !mixed && typeof value === 'string' && value ? value : undefined;
    const target = id ? document.get(id) : undefined;
    const label = mixed ? '??' : id ? (target ? target.name : t('nodeSelect.missing', { id })) : t('nodeSelect.drop');
    const accept = (e: DragEvent) => {
      if (readOnly || !carriesSceneNode([...e.dataTransfer.types])) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'link';
      setOver(true);
    };
    const drop = (e: DragEvent) => {
      setOver(false);
      if (readOnly) return;
      const dropped = e.dataTransfer.getData(SCENE_NODE_MIME).trim();
      if (!dropped) return;
      e.preventDefault();
      const node = document.get(dropped);
      if (!node) return notifications?.warning(t('nodeSelect.unknown'));
      const wanted = descriptor.options?.nodeType;
      if (typeof wanted === 'string' && node.type !== wanted) return notifications?.warning(t('nodeSelect.wrongType', { type: typeTitle(wanted) }));
      if (nodeIds.includes(dropped)) return notifications?.warning(t('nodeSelect.self'));
      onChange(dropped);
    };
    return (
      <div className="kf-node-select" data-testid={`node-select-${descriptor.name}`}>
        <div
          className={`kf-node-select-target${over ? ' over' : ''}${id ? '' : ' empty'}`}
          onDragEnter={accept}
          onDragOver={accept}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
          title={id}
          aria-disabled={readOnly}
        >
          {label}
        </div>
        <button type="button" className="kf-node-select-clear" disabled={readOnly || (!id && !mixed)} onClick={() => onChange(null)}>
          {t('nodeSelect.clear')}
        </button>
      </div>
    );
  };
}
