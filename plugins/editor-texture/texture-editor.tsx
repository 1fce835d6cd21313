import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentType, DragEvent } from 'react';
import { BUILTIN_RESOURCE_MIME, MIXED } from '../../sdk/index.js';
import type { BuiltinResourceDrag, NotificationService, PropertyEditorProps, TranslateFn } from '../../sdk/index.js';
import { textureFileName } from './texture-catalogue.js';
import type { CatalogueTexture, TextureCatalogue, TextureKind } from './texture-catalogue.js';

/** What the texture editor needs from the kernel. */
export interface TextureEditorServices {
  readonly catalogue: TextureCatalogue;
  readonly notifications?: NotificationService;
  readonly t: TranslateFn;
}

/** The catalogue list a descriptor draws from: HDRs when its options say `environment`, images otherwise. */
export function textureKindOf(options: Readonly<Record<string, unknown>> | undefined): TextureKind {
  return options?.environment === true ? 'hdr' : 'image';
}

/** The URL a dropped built-in resource gives a property of this kind, or an error key when it is the wrong kind. */
export function droppedTexture(data: string, kind: TextureKind): { url: string } | { error: string } | undefined {
  let drag: BuiltinResourceDrag;
  try {
    drag = JSON.parse(data) as BuiltinResourceDrag;
  } catch {
    return undefined;
  }
  const url = typeof drag.item?.url === 'string' ? drag.item.url : '';
  if (drag.kind !== kind || !url) return { error: kind === 'hdr' ? 'texture.wrongKindEnvironment' : 'texture.wrongKind' };
  return { url };
}

/** Editor for 'texture' properties (a URL): pick an image uploaded to the scene or from the built-in catalogue, drop a catalogue item, or clear. */
export function createTextureEditor({ catalogue, notifications, t }: TextureEditorServices): ComponentType<PropertyEditorProps> {
  return function TextureEditor({ descriptor, value, readOnly, onChange }: PropertyEditorProps) {
    const kind = textureKindOf(descriptor.options as Readonly<Record<string, unknown>> | undefined);
    const [items, setItems] = useState<readonly CatalogueTexture[]>();
    const [uploaded, setUploaded] = useState<readonly CatalogueTexture[]>([]);
    const [over, setOver] = useState(false);
    const live = useRef(true);
    // The scene's uploads are read again whenever the list is opened: an image may have been uploaded since.
    const refreshUploaded = useCallback(() => {
      catalogue.uploaded(kind).then((list) => live.current && setUploaded(list), () => undefined);
    }, [kind]);
    useEffect(() => {
      live.current = true;
      catalogue.list(kind).then(
        (list) => live.current && setItems(list),
        () => live.current && setItems([]),
      );
      refreshUploaded();
      return () => {
        live.current = false;
      };
    }, [kind, refreshUploaded]);

    const mixed = value === MIXED;
    const url = !mixed && typeof value === 'string' ? value : '';
    const known = (items?.some((item) => item.url === url) ?? false) || uploaded.some((item) => item.url === url);
    const accept = (e: DragEvent) => {
      if (readOnly || ![...e.dataTransfer.types].includes(BUILTIN_RESOURCE_MIME)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
      setOver(true);
    };
    const drop = (e: DragEvent) => {
      setOver(false);
      if (readOnly) return;
      const result = droppedTexture(e.dataTransfer.getData(BUILTIN_RESOURCE_MIME), kind);
      if (!result) return;
      e.preventDefault();
      if ('error' in result) notifications?.warning(t(result.error));
      else onChange(result.url);
    };

    return (
      <div
        className={`kf-texture${over ? ' over' : ''}`}
        data-testid={`texture-${descriptor.name}`}
        title={t(kind === 'hdr' ? 'texture.dropHintEnvironment' : 'texture.dropHint')}
        onDragEnter={accept}
        onDragOver={accept}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <select
          className="kf-texture-select"
          value={mixed ? '\u0000mixed' : url}
          disabled={readOnly || !items}
          onChange={(e) => onChange(e.target.value)}
          onFocus={refreshUploaded}
          onPointerDown={refreshUploaded}
          data-testid={`texture-select-${descriptor.name}`}
        >
          {mixed && <option value={'\u0000mixed'}>??</option>}
          <option value="">{items ? t('texture.none') : t('texture.loading')}</option>
          {url && !known && <option value={url}>{t('texture.other', { name: textureFileName(url) })}</option>}
          {uploaded.length > 0 && (
            <optgroup label={t('texture.uploaded')}>
              {uploaded.map((item) => (
                <option key={item.url} value={item.url}>
                  {item.name}
                </option>
              ))}
            </optgroup>
          )}
          {items && items.length > 0 && (
            <optgroup label={t('texture.builtIn')}>
              {items.map((item) => (
                <option key={item.url} value={item.url}>
                  {item.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        <button type="button" className="kf-texture-clear" disabled={readOnly || (!url && !mixed)} onClick={() => onChange('')}>
          {t('texture.clear')}
        </button>
      </div>
    );
  };
}
