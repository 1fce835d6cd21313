import type { ComponentType, KeyboardEvent } from 'react';
import { isMixed, propertyValueJson, USER_METADATA_LIMITS } from '../../sdk/index.js';
import type { NotificationService, PropertyEditorProps, TranslateFn, UserMetadataPreset, UserMetadataValue } from '../../sdk/index.js';
import { addItem, LANGUAGES, ownItems, PRESETS, PRESET_ITEMS, pasteMetadata, readMetadata, removeItem, setItem, setPreset, toggleLanguage } from './user-metadata.js';
import type { ItemKind } from './user-metadata.js';

/** What the user-metadata editor needs from the kernel. */
export interface UserMetadataServices {
  readonly t: TranslateFn;
  readonly notifications?: NotificationService;
}

/** A text field that commits on blur or Enter when its text changed (it restarts whenever `value` changes). */
function Field({ label, value, onCommit, readOnly, type = 'text', maxLength = USER_METADATA_LIMITS.maxTextChars }: { label: string; value: string; onCommit(text: string): void; readOnly: boolean; type?: string; maxLength?: number }) {
  const finish = (text: string) => {
    if (text !== value) onCommit(text);
  };
  return (
    <input
      key={value}
      type={type}
      aria-label={label}
      defaultValue={value}
      maxLength={type === 'text' ? maxLength : undefined}
      disabled={readOnly}
      onBlur={(e) => finish(e.target.value)}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => e.key === 'Enter' && finish(e.currentTarget.value)}
    />
  );
}

/** User metadata for 'userMetadata': preset, languages (English always kept), the preset's items, the user's own key/text items, copy and paste. */
export function createUserMetadataEditor({ t, notifications }: UserMetadataServices): ComponentType<PropertyEditorProps<'userMetadata'>> {
  let clipboard: UserMetadataValue | undefined;
  return function UserMetadataEditor({ value, readOnly, onChange }: PropertyEditorProps<'userMetadata'>) {
    if (isMixed(value)) return <div className="kf-user-metadata">??</div>;
    const data = readMetadata(propertyValueJson(value));
    const write = (next: UserMetadataValue) => onChange(next);
    const itemText = (key: string) => t(`userMetadata.item.${key}`);
    const editItem = (key: string, kind: ItemKind) => {
      const current = data.items[key];
      if (kind === 'label') {
        const label = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
        return (
          <div className="kf-user-metadata-label">
            {data.language.map((lang) => (
              <Field key={lang} label={`${itemText(key)} (${t(`userMetadata.lang.${lang}`)})`} readOnly={readOnly}
                value={typeof label[lang] === 'string' ? (label[lang] as string) : ''}
                onCommit={(text) => write(setItem(data, key, { ...label, [lang]: text }))} />
            ))}
          </div>
        );
      }
      if (kind === 'number') {
        return <Field label={itemText(key)} type="number" readOnly={readOnly} value={String(typeof current === 'number' ? current : 0)}
          onCommit={(text) => Number.isFinite(Number(text)) && write(setItem(data, key, Number(text)))} />;
      }
      if (kind === 'list') {
        return <Field label={itemText(key)} readOnly={readOnly} value={Array.isArray(current) ? current.join(', ') : ''}
          onCommit={(text) => write(setItem(data, key, text.split(',').map((s) => s.trim()).filter(Boolean)))} />;
      }
      if (kind === 'text') {
        return <Field label={itemText(key)} readOnly={readOnly} value={typeof current === 'string' ? current : ''} onCommit={(text) => write(setItem(data, key, text))} />;
      }
      return (
        <select aria-label={itemText(key)} disabled={readOnly} value={typeof current === 'string' ? current : ''} onChange={(e) => write(setItem(data, key, e.target.value))}>
          <option value="" />
          {kind.options.map((o) => <option key={o} value={o}>{o}</option>)}
        </select>
      );
    };
    const paste = () => {
      if (!clipboard) return notifications?.warning(t('userMetadata.nothingCopied'));
      const result = pasteMetadata(data, clipboard);
      if (!result.ok) return notifications?.error(t('userMetadata.pasteMismatch'));
      write(result.value);
      notifications?.success(t('userMetadata.pasted', { count: result.count }));
    };
    const add = (input: HTMLInputElement) => {
      const key = input.value.trim();
      const result = addItem(data, key);
      if (!result.ok) {
        const max = result.reason === 'full' ? USER_METADATA_LIMITS.maxItems : USER_METADATA_LIMITS.maxKeyChars;
        return notifications?.error(t(`userMetadata.refused.${result.reason}`, { key, max }));
      }
      input.value = '';
      write(result.value);
    };
    const own = ownItems(data);
    return (
      <div className="kf-user-metadata">
        <label className="kf-user-metadata-row">
          <span>{t('userMetadata.preset')}</span>
          <select aria-label={t('userMetadata.preset')} value={data.preset} disabled={readOnly} onChange={(e) => write(setPreset(data, e.target.value as UserMetadataPreset))}>
            {PRESETS.map((p) => <option key={p} value={p}>{t(`userMetadata.preset.${p}`)}</option>)}
          </select>
        </label>
        <fieldset className="kf-user-metadata-languages" disabled={readOnly}>
          <legend>{t('userMetadata.language')}</legend>
          {LANGUAGES.map((lang) => (
            <label key={lang}>
              <input type="checkbox" checked={data.language.includes(lang)} disabled={lang === 'en'} onChange={() => write(toggleLanguage(data, lang))} />
              {t(`userMetadata.lang.${lang}`)}
            </label>
          ))}
        </fieldset>
        {PRESET_ITEMS[data.preset].map(([key, kind]) => (
          <div key={key} className="kf-user-metadata-row" data-testid={`user-metadata-item-${key}`}>
            <span>{itemText(key)}</span>
            {editItem(key, kind)}
          </div>
        ))}
        <fieldset className="kf-user-metadata-own">
          <legend>{t('userMetadata.own')}</legend>
          {own.map(([key, item]) => (
            <div key={key} className="kf-user-metadata-own-row" data-testid={`user-metadata-own-${key}`}>
              <span title={key}>{key}</span>
              {typeof item === 'string'
                ? <Field label={key} readOnly={readOnly} value={item} onCommit={(text) => write(setItem(data, key, text))} />
                : <output aria-label={key}>{JSON.stringify(item)}</output>}
              <button type="button" disabled={readOnly} aria-label={t('userMetadata.remove', { key })} onClick={() => write(removeItem(data, key))}>×</button>
            </div>
          ))}
          <div className="kf-user-metadata-own-row">
            <input aria-label={t('userMetadata.newKey')} placeholder={t('userMetadata.newKey')} maxLength={USER_METADATA_LIMITS.maxKeyChars} disabled={readOnly}
              onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => e.key === 'Enter' && add(e.currentTarget)} />
            <button type="button" disabled={readOnly} onClick={(e) => add(e.currentTarget.previousElementSibling as HTMLInputElement)}>{t('userMetadata.add')}</button>
          </div>
        </fieldset>
        <div className="kf-user-metadata-actions">
          <button type="button" onClick={() => {
            clipboard = structuredClone(data);
            notifications?.success(t('userMetadata.copied'));
          }}>{t('userMetadata.copy')}</button>
          <button type="button" disabled={readOnly} onClick={paste}>{t('userMetadata.paste')}</button>
        </div>
      </div>
    );
  };
}

