import { useId } from 'react';
import type { FeatureLock, TranslateFn } from '../../sdk/index.js';
import { PosterStyle } from '../../sdk/endpoints.js';
import type { GatedForm } from './gated-form.js';
import type { FieldProblem, PublishField } from './publish-form.js';
import { PadlockIcon, PlanLock } from './plan-lock.js';

/** The locks of the three gated features (undefined: the plan allows it). */
export interface GatedLocks {
  readonly watermark?: FeatureLock;
  readonly customLoadingPage?: FeatureLock;
  readonly posterStyle?: FeatureLock;
}

/** One of the user's uploaded images a logo can be (its `/resources/…` url and name). */
export interface LogoImage {
  readonly url: string;
  readonly name: string;
}

interface Props {
  readonly gates: GatedForm;
  /** The scene's uploaded images, offered as the logo. */
  readonly images: readonly LogoImage[];
  readonly locks: GatedLocks;
  readonly problems: Partial<Record<PublishField, FieldProblem>>;
  readonly t: TranslateFn;
  onChange(gates: GatedForm): void;
}

/**
 * The plan-gated settings (docs/publishing.md "Gated by plan"): watermark off, the link's own loading page (logo, text,
 * colours, with a preview) and the poster style. On a plan without them every control is disabled and carries the
 * reason; one note above says why, with an Upgrade link.
 */
export function GatedFields({ gates, images, locks, problems, t, onChange }: Props) {
  const base = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const id = (field: string) => `${base}-${field}`;
  const set = (patch: Partial<GatedForm>) => onChange({ ...gates, ...patch });
  const anyLock = locks.watermark ?? locks.customLoadingPage ?? locks.posterStyle;
  const lockId = id('lock');
  const locked = (lock: FeatureLock | undefined) => (lock ? { disabled: true, title: lock.reason, 'data-locked': 'true', 'aria-describedby': lockId } : {});
  const problem = (field: PublishField) => problems[field];
  const invalid = (field: PublishField) => (problems[field] ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-problem` } : {});
  const page = locks.customLoadingPage;
  return (
    <fieldset className="kf-publish-gates" data-testid="publish-gates" data-locked={anyLock ? 'true' : 'false'}>
      <legend>{t('publish.gates.legend')}</legend>
      {anyLock && <PlanLock lock={anyLock} id={lockId} reason={t('publish.gates.locked')} upgradeLabel={t('publish.gates.upgrade')} />}
      <label className="kf-publish-gate-check">
        <input type="checkbox" checked={gates.hideWatermark} data-testid="publish-hide-watermark" {...locked(locks.watermark)} onChange={(e) => set({ hideWatermark: e.target.checked })} />
        {locks.watermark && <PadlockIcon />}{t('publish.gates.hideWatermark')}
      </label>
      <label className="kf-publish-gate-check">
        <input type="checkbox" checked={gates.loadingOn} data-testid="publish-loading-page" {...locked(page)} onChange={(e) => set({ loadingOn: e.target.checked })} />
        {page && <PadlockIcon />}{t('publish.gates.loadingPage')}
      </label>
      {gates.loadingOn && !page && (
        <div className="kf-publish-loading">
          <div className="kf-publish-row">
            <label htmlFor={id('loadingLogo')}>{t('publish.gates.logo')}</label>
            <div className="kf-publish-control">
              <input id={id('loadingLogo')} value={gates.logo} placeholder="https://…" data-testid="publish-loading-logo" {...invalid('loadingLogo')} onChange={(e) => set({ logo: e.target.value })} />
              {images.length > 0 && (
                <select
                  value={images.some((i) => i.url === gates.logo) ? gates.logo : ''} aria-label={t('publish.gates.pickImage')} data-testid="publish-loading-logo-pick"
                  onChange={(e) => e.target.value && set({ logo: e.target.value })}
                >
                  <option value="">{t('publish.gates.pickImage')}</option>
                  {images.map((image) => <option key={image.url} value={image.url}>{image.name}</option>)}
                </select>
              )}
              {problem('loadingLogo')
                ? <span id={`${id('loadingLogo')}-problem`} className="kf-publish-problem" role="alert" data-testid="publish-problem-loadingLogo">{t(problem('loadingLogo')!.key)}</span>
                : <span className="kf-publish-hint">{t('publish.gates.logoHint')}</span>}
            </div>
          </div>
          <div className="kf-publish-row">
            <label htmlFor={id('loadingText')}>{t('publish.gates.text')}</label>
            <div className="kf-publish-control">
              <input id={id('loadingText')} value={gates.text} data-testid="publish-loading-text" {...invalid('loadingText')} onChange={(e) => set({ text: e.target.value })} />
              {problem('loadingText') && <span id={`${id('loadingText')}-problem`} className="kf-publish-problem" role="alert" data-testid="publish-problem-loadingText">{t(problem('loadingText')!.key, problem('loadingText')!.values)}</span>}
            </div>
          </div>
          <div className="kf-publish-row">
            <span className="kf-publish-label">{t('publish.gates.colours')}</span>
            <div className="kf-publish-colours">
              <label>
                <input type="color" value={gates.background} data-testid="publish-loading-background" onChange={(e) => set({ background: e.target.value })} />
                {t('publish.gates.background')}
              </label>
              <label>
                <input type="color" value={gates.color} data-testid="publish-loading-color" onChange={(e) => set({ color: e.target.value })} />
                {t('publish.gates.textColour')}
              </label>
              <span className="kf-publish-loading-sample" style={{ background: gates.background, color: gates.color }} data-testid="publish-loading-sample">
                {gates.text.trim() || t('publish.gates.sample')}
              </span>
            </div>
          </div>
        </div>
      )}
      <div className="kf-publish-row">
        <label htmlFor={id('posterStyle')}>{locks.posterStyle && <PadlockIcon />}{t('publish.gates.posterStyle')}</label>
        <select id={id('posterStyle')} value={gates.posterStyle} data-testid="publish-poster-style" {...locked(locks.posterStyle)} onChange={(e) => set({ posterStyle: PosterStyle.parse(e.target.value) })}>
          {PosterStyle.options.map((style) => <option key={style} value={style}>{t(`publish.gates.poster.${style}`)}</option>)}
        </select>
      </div>
    </fieldset>
  );
}
