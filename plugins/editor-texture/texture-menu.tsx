import { useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { PROCEDURAL_TEXTURE_PRESETS, rasterizeGradient } from '../../libs/generated-textures/index.js';
import type { LocalizedText, TextureGradientValue, TranslateFn } from '../../sdk/index.js';
import { GRADIENT_TEXTURE_PRESETS } from './gradient-presets.js';
import type { CatalogueTexture } from './texture-catalogue.js';
import { TextureThumbnail } from './texture-thumbnail.js';

/** What the texture menu picks or does. */
export interface TextureMenuActions {
  pickGradient(gradient: TextureGradientValue): void;
  pickProcedural(id: string): void;
  pickEnvironment(item: CatalogueTexture): void;
  remove(): void;
  save(): void;
}

type Section = 'gradients' | 'textures' | 'environments';

/** The context menu's vertical position is capped (spec 001 §9). */
const MAX_MENU_TOP = 798;

const gradientPainters = GRADIENT_TEXTURE_PRESETS.map((g) => (size: number) => rasterizeGradient(g, size));
const proceduralPainters = PROCEDURAL_TEXTURE_PRESETS.map((p) => (size: number) => p.generate(size));

function placement(x: number, y: number): CSSProperties {
  return { left: Math.max(0, Math.min(x, window.innerWidth - 260)), top: Math.max(0, Math.min(y, MAX_MENU_TOP, window.innerHeight - 120)) };
}

/**
 * The texture property's right-click menu: gradient presets, texture presets (environment presets for an
 * environment texture), Delete and Save. A section opens in place; the menu closes on a pick, Escape or a click outside.
 */
export function TextureMenu(props: {
  x: number; y: number; environment: boolean; hasValue: boolean; readOnly: boolean; environments: readonly CatalogueTexture[] | undefined;
  t: TranslateFn; pick(text: LocalizedText): string; actions: TextureMenuActions; onClose(): void;
}) {
  const { t, actions, onClose } = props;
  const [open, setOpen] = useState<Section | undefined>();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const outside = (e: MouseEvent) => { if (!ref.current?.contains(e.target as Node)) onClose(); };
    const key = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('mousedown', outside);
    window.addEventListener('keydown', key);
    return () => { window.removeEventListener('mousedown', outside); window.removeEventListener('keydown', key); };
  }, [onClose]);
  const run = (work: () => void) => () => { onClose(); work(); };
  const header = (section: Section, text: string) => (
    <button type="button" role="menuitem" className="kf-texture-menu-item" aria-expanded={open === section} disabled={props.readOnly}
      data-testid={`texture-menu-${section}`} onClick={() => setOpen(open === section ? undefined : section)}>
      {text} {open === section ? '▾' : '▸'}
    </button>
  );
  return (
    <div ref={ref} role="menu" className="kf-texture-menu" data-testid="texture-menu" style={placement(props.x, props.y)}>
      {!props.environment && header('gradients', t('texture.menu.gradients'))}
      {open === 'gradients' && (
        <div className="kf-texture-menu-grid" data-testid="texture-menu-gradient-list">
          {GRADIENT_TEXTURE_PRESETS.map((g, i) => (
            <TextureThumbnail key={i} paint={gradientPainters[i] as never} title={t('texture.gradientPreset', { n: i + 1 })} testId={`texture-gradient-preset-${i}`}
              onPick={run(() => actions.pickGradient(g))} />
          ))}
        </div>
      )}
      {!props.environment && header('textures', t('texture.menu.textures'))}
      {open === 'textures' && (
        <div className="kf-texture-menu-grid wide" data-testid="texture-menu-texture-list">
          {PROCEDURAL_TEXTURE_PRESETS.map((p, i) => (
            <TextureThumbnail key={p.id} paint={proceduralPainters[i] as never} title={props.pick(p.titles)} testId={`texture-preset-${p.id}`}
              onPick={run(() => actions.pickProcedural(p.id))} />
          ))}
        </div>
      )}
      {props.environment && header('environments', t('texture.menu.environments'))}
      {open === 'environments' && (
        <div className="kf-texture-menu-list" data-testid="texture-menu-environment-list">
          {!props.environments && <span className="kf-texture-menu-note">{t('texture.loading')}</span>}
          {props.environments?.map((item) => (
            <button type="button" role="menuitem" key={item.url} className="kf-texture-menu-item" onClick={run(() => actions.pickEnvironment(item))}>{item.name}</button>
          ))}
        </div>
      )}
      <button type="button" role="menuitem" className="kf-texture-menu-item" data-testid="texture-menu-delete" disabled={props.readOnly || !props.hasValue} onClick={run(actions.remove)}>
        {t('texture.menu.delete')}
      </button>
      <button type="button" role="menuitem" className="kf-texture-menu-item" data-testid="texture-menu-save" disabled={!props.hasValue} onClick={run(actions.save)}>
        {t('texture.menu.save')}
      </button>
    </div>
  );
}
