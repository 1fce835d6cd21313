import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentType, DragEvent } from 'react';
import {
  BUILTIN_RESOURCE_MIME, MIXED, isMixed, propertyValueJson, isGradientTexture, isProceduralTexture, readTextureValue, textureUrlOf,
} from '../../sdk/index.js';
import { proceduralPreset } from '../../libs/generated-textures/index.js';
import { droppedTextureValue } from './dropped-texture.js';
import { canSaveTextureAsImage, textureObject, withTextureSampling } from './texture-object.js';
import type {
  ApiService, BuiltinResourceDrag, LocalizedText, NotificationService, PropertyEditorProps, TextureGradientValue, TextureImageValue, TextureValue, TranslateFn,
} from '../../sdk/index.js';
import { GradientEditor } from './gradient-editor.js';
import { textureFileName } from './texture-catalogue.js';
import type { CatalogueTexture, TextureCatalogue, TextureKind } from './texture-catalogue.js';
import { TextureFields } from './texture-fields.js';
import { TextureMenu } from './texture-menu.js';
import { isPictureMissing, loadedPictureSource, TexturePreview } from './texture-preview.js';
import type { PictureFetch } from './texture-preview.js';
import { UPLOAD_ACCEPT, uploadRefusal, uploadTexture } from './texture-upload.js';

/** What the texture editor needs from the kernel. */
export interface TextureEditorServices {
  readonly catalogue: TextureCatalogue;
  readonly notifications?: NotificationService;
  readonly t: TranslateFn;
  /** Text in the user's language (preset titles). */
  readonly pick?: (text: LocalizedText) => string;
  /** Uploads go through the api to the active scene. */
  readonly api?: ApiService;
  readonly activeSceneId?: () => string | undefined;
  /** Fetches a picture the plain url cannot show (the user's resource files need the session), else undefined. */
  readonly fetchPicture?: PictureFetch;
}

/** The catalogue list a descriptor draws from: HDRs when its options say `environment`, images otherwise. */
export function textureKindOf(options: Readonly<Record<string, unknown>> | undefined): TextureKind {
  return options?.environment === true ? 'hdr' : 'image';
}

/** A dropped built-in resource's url and name, or an error key when it is the wrong kind (only image or hdr items). */
export function droppedTexture(data: string, kind: TextureKind): { url: string; name: string } | { error: string } | undefined {
  let drag: BuiltinResourceDrag;
  try {
    drag = JSON.parse(data) as BuiltinResourceDrag;
  } catch {
    return undefined;
  }
  const url = typeof drag.item?.url === 'string' ? drag.item.url : '';
  if (drag.kind !== kind || !url) return { error: kind === 'hdr' ? 'texture.wrongKindEnvironment' : 'texture.wrongKind' };
  const name = typeof drag.item.name === 'string' && drag.item.name ? drag.item.name : textureFileName(url);
  return { url, name };
}

/** Whether a property is the reflection texture (the drop rules give it the cube HDR type). */
function isReflection(name: string, kind: TextureKind): boolean {
  return kind === 'hdr' || /reflection/i.test(name);
}

/** The select's entry for the current value: its url, or a marker for generated values. */
const GENERATED = '\u0000generated';

/**
 * Editor for 'texture' properties: a 60×60 preview (double-click uploads, or edits a linear gradient; right-click
 * opens the preset menu), a catalogue picker, drops from the resource list, and the sampling fields.
 */
export function createTextureEditor(services: TextureEditorServices): ComponentType<PropertyEditorProps<'texture'>> {
  const { catalogue, notifications, t } = services;
  const pick = services.pick ?? ((text: LocalizedText) => text.en);
  return function TextureEditor({ descriptor, value, readOnly, onChange, beginGesture, endGesture }: PropertyEditorProps<'texture'>) {
    const kind = textureKindOf(descriptor.options as Readonly<Record<string, unknown>> | undefined);
    const [items, setItems] = useState<readonly CatalogueTexture[]>();
    const [uploaded, setUploaded] = useState<readonly CatalogueTexture[]>([]);
    const [over, setOver] = useState(false);
    const [menu, setMenu] = useState<{ x: number; y: number }>();
    const [gradientOpen, setGradientOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    const gesture = useRef<string | undefined>(undefined);
    const fileInput = useRef<HTMLInputElement>(null);
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

    const closeGradient = useCallback(() => {
      if (gesture.current) endGesture(gesture.current);
      gesture.current = undefined;
      setGradientOpen(false);
    }, [endGesture]);
    useEffect(() => () => { if (gesture.current) endGesture(gesture.current); }, [endGesture]);

    const mixed = value === MIXED;
    const texture: TextureValue | undefined = isMixed(value) ? undefined : readTextureValue(propertyValueJson(value));
    const url = textureUrlOf(texture);
    const generated = isGradientTexture(texture) || isProceduralTexture(texture);
    const known = (items?.some((item) => item.url === url) ?? false) || uploaded.some((item) => item.url === url);
    const set = (next: TextureValue | undefined) => onChange(next ?? '');
    const reflection = isReflection(descriptor.name, kind);

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
      else set(droppedTextureValue(result.name, result.url, { reflection }));
    };

    const openFileOrGradient = () => {
      if (readOnly) return;
      if (isGradientTexture(texture) && texture.type === 'linear') {
        setGradientOpen(true);
        return;
      }
      const scene = services.activeSceneId?.();
      const refusal = uploadRefusal(scene, [{ name: 'x.png' }]);
      if (refusal) return notifications?.warning(t(refusal.key, refusal.values));
      fileInput.current?.click();
    };
    const upload = async (files: readonly File[]) => {
      const scene = services.activeSceneId?.();
      const refusal = uploadRefusal(scene, files);
      if (refusal) return notifications?.warning(t(refusal.key, refusal.values));
      if (!services.api || !scene) return;
      setBusy(true);
      try {
        const list = await catalogue.uploaded(kind).catch(() => [] as readonly CatalogueTexture[]);
        const outcome = await uploadTexture(services.api, scene, files[0] as File, list, reflection);
        set(outcome.value);
        notifications?.success(t(outcome.message));
        refreshUploaded();
      } catch {
        // The api service has shown the server's message (UploadFailed and the like).
      } finally {
        if (live.current) setBusy(false);
      }
    };
    const editGradient = (next: TextureGradientValue) => {
      if (!gesture.current) {
        gesture.current = `texture-gradient-${descriptor.name}-${Date.now()}`;
        beginGesture(gesture.current);
      }
      onChange(next, gesture.current);
    };
    const save = () => {
      if (!canSaveTextureAsImage(texture) || isPictureMissing(texture)) return notifications?.error(t('texture.gradientCannotBeSaved'));
      const link = document.createElement('a');
      link.href = loadedPictureSource(texture) ?? url;
      link.download = (texture as TextureImageValue).name ?? textureFileName(url);
      link.click();
    };

    const selectValue = mixed ? '\u0000mixed' : generated ? GENERATED : url;
    const generatedLabel = isProceduralTexture(texture)
      ? t('texture.proceduralValue', { name: pick(proceduralPreset(texture.procedural)?.titles ?? { en: texture.procedural, 'zh-CN': texture.procedural, 'zh-TW': texture.procedural }) })
      : t('texture.gradientValue');
    const objectValue = textureObject(texture);

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
        <div className="kf-texture-main">
          <TexturePreview value={texture} {...(services.fetchPicture ? { fetchPicture: services.fetchPicture } : {})} title={t('texture.previewHint')} testId={`texture-preview-${descriptor.name}`}
            onDoubleClick={openFileOrGradient} onContextMenu={(x, y) => setMenu({ x, y })} />
          <div className="kf-texture-side">
            <select
              className="kf-texture-select"
              aria-label={descriptor.name}
              value={selectValue}
              disabled={readOnly || !items}
              onChange={(e) => set(e.target.value)}
              onFocus={refreshUploaded}
              onPointerDown={refreshUploaded}
              data-testid={`texture-select-${descriptor.name}`}
            >
              {mixed && <option value={'\u0000mixed'}>??</option>}
              {generated && <option value={GENERATED}>{generatedLabel}</option>}
              <option value="">{items ? t('texture.none') : t('texture.loading')}</option>
              {url && !known && <option value={url}>{t('texture.other', { name: textureFileName(url) })}</option>}
              {uploaded.length > 0 && (
                <optgroup label={t('texture.uploaded')}>
                  {uploaded.map((item) => <option key={item.url} value={item.url}>{item.name}</option>)}
                </optgroup>
              )}
              {items && items.length > 0 && (
                <optgroup label={t('texture.builtIn')}>
                  {items.map((item) => <option key={item.url} value={item.url}>{item.name}</option>)}
                </optgroup>
              )}
            </select>
            <button type="button" className="kf-texture-clear" disabled={readOnly || (!texture && !mixed)} onClick={() => set(undefined)}>
              {busy ? t('texture.uploading') : t('texture.clear')}
            </button>
          </div>
        </div>
        {objectValue && (
          <TextureFields value={objectValue} readOnly={readOnly} t={t} onChange={(patch) => set(withTextureSampling(texture as TextureValue, patch))} />
        )}
        {gradientOpen && isGradientTexture(texture) && (
          <GradientEditor gradient={texture} readOnly={readOnly} t={t} onChange={editGradient} onClose={closeGradient} />
        )}
        <input ref={fileInput} type="file" accept={UPLOAD_ACCEPT} hidden data-testid={`texture-file-${descriptor.name}`}
          onChange={(e) => { const files = [...(e.target.files ?? [])]; e.target.value = ''; void upload(files); }} />
        {menu && (
          <TextureMenu
            x={menu.x} y={menu.y} environment={kind === 'hdr'} hasValue={!!texture} readOnly={readOnly} environments={items} t={t} pick={pick}
            onClose={() => setMenu(undefined)}
            actions={{
              pickGradient: (g) => set(g),
              pickProcedural: (id) => set({ procedural: id }),
              pickEnvironment: (item) => set(droppedTextureValue(item.name, item.url, { reflection: true })),
              remove: () => set(undefined),
              save,
            }}
          />
        )}
      </div>
    );
  };
}
