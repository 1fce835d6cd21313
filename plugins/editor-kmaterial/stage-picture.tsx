import { KMATERIAL_LIMITS, isImageTexture, titles } from '../../sdk/index.js';
import type { JsonValue, KStage, PropertyDescriptor, TextureValue } from '../../sdk/index.js';
import { droppedStageFields } from './dropped-stage.js';
import type { KEditorContext } from './editor-context.js';
import { TextInput } from './fields.js';
import { HostedEditor } from './hosted-editor.js';

/** The stage's picture as the texture property editor sees it (its test ids and upload input are named after 'url'). */
const PICTURE: PropertyDescriptor = {
  name: 'url', type: 'texture', propertyGroup: 'texture', rank: 0, default: '', titles: titles('Picture', '图片', '圖片'),
};

/** A texture value as a stage's url and the drop rules of its name; undefined for a gradient or procedural value. */
export function stageFieldsOfTexture(value: JsonValue): Partial<KStage> | undefined {
  const texture = value as unknown as TextureValue | null;
  if (texture === null || texture === '') return { url: '' };
  if (typeof texture === 'string') return droppedStageFields(texture, texture);
  if (isImageTexture(texture)) return droppedStageFields(texture.name || texture.url, texture.url);
  return undefined;
}

/**
 * A picture stage's picture through the product's texture editor (spec 001, the texture property): preview, double-click
 * to upload, the scene's uploads and the built-in images, drops from the resource list. A stage holds a picture's url,
 * so a gradient or procedural texture is refused with a message. Without the texture editor, a url box.
 */
export function StagePicture({ ctx, stage, testId, onFields }: { ctx: KEditorContext; stage: KStage; testId: string; onFields(fields: Partial<KStage>): void }) {
  const { t } = ctx;
  const fallback = <TextInput label={t('kmaterial.url')} testId={testId} value={stage.url} max={KMATERIAL_LIMITS.url} onCommit={(url) => onFields({ url })} />;
  const change = (value: JsonValue) => {
    const fields = stageFieldsOfTexture(value);
    if (fields) ctx.guard(() => onFields(fields));
    else ctx.notify(t('kmaterial.pictureOnly'));
  };
  return (
    <div className="kf-kmat-field kf-kmat-picture" data-testid={`${testId}-drop`}>
      <span className="kf-kmat-label">{t('kmaterial.url')}</span>
      <HostedEditor hosted={ctx.hosted} descriptor={PICTURE} value={stage.url} readOnly={ctx.readOnly} fallback={fallback} onChange={change} />
    </div>
  );
}
