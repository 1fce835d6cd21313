import { useEffect, useRef, useState } from 'react';
import { ApiError, featureLock } from '../../sdk/index.js';
import { ArtistLinks, CategorySceneCount, linkAddresses, LoadSceneResources, PubScene, UpsertPublishLink } from '../../sdk/endpoints.js';
import type { PublishLinkVo } from '../../sdk/endpoints.js';
import { copyText } from './copy-text.js';
import { isBehind, LinkStatus, type AddressKind } from './link-status.js';
import { PublishFields } from './publish-fields.js';
import { GatedFields, type GatedLocks, type LogoImage } from './gated-fields.js';
import { SharePictures } from './share-pictures.js';
import { linkForm, newLinkForm, problemsOf, upsertBodyOf, type PublishForm } from './publish-form.js';
import type { PublishServices, PublishTarget } from './publish-services.js';

interface Props {
  readonly target: PublishTarget;
  readonly services: PublishServices;
  onClose(): void;
}

const NEW = 'new';

/**
 * The Publish dialog (issue 27, docs/publishing.md): publish the saved scene as a new link with its settings, or pick one
 * of the scene's links to see its address, state and version, change its settings or sync it to the latest saved version.
 */
export function PublishDialog({ target, services, onClose }: Props) {
  const { api, t } = services;
  const [links, setLinks] = useState<readonly PublishLinkVo[] | undefined>();
  const [selected, setSelected] = useState<string>(NEW);
  const [form, setForm] = useState<PublishForm>(() => newLinkForm(target.name, target.category));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [categories, setCategories] = useState<readonly string[]>([]);
  const [images, setImages] = useState<readonly LogoImage[]>([]);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let alive = true;
    api.call(ArtistLinks, { query: { sceneUuid: target.sceneUuid, sortBy: 'updatedAt', pageSize: 100 } }).then((reply) => {
      if (!alive) return;
      setLinks(reply.rows);
      const latest = reply.rows[0];
      if (latest) {
        setSelected(latest.linkUuid);
        setForm(linkForm(latest));
      }
    }, () => alive && setLinks([]));
    // The scene's uploaded images, offered as a loading page's logo.
    api.call(LoadSceneResources, { params: { sceneId: target.sceneUuid } }, { silent: true }).then(
      (reply) => alive && setImages(reply.resources.filter((r) => r.typeId === 'image' && r.url !== '').map((r) => ({ url: r.url, name: r.name }))),
      () => undefined,
    );
    api.call(CategorySceneCount, { params: { id: target.projectUuid } }, { silent: true }).then(
      (counts) => alive && setCategories(counts.map((c) => c.category)),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [api, target.sceneUuid, target.projectUuid]);
  useEffect(() => ref.current?.querySelector<HTMLElement>('select, input')?.focus(), [links === undefined]);

  const link = links?.find((l) => l.linkUuid === selected);
  const problems = tried ? problemsOf(form, Date.now(), link?.hasPassword ?? false) : {};
  const addresses = link ? linkAddresses(services.origin, link.shortKey) : undefined;
  // The plan's gates, asked when the dialog draws (the same check the permission service's gate makes).
  const locks: GatedLocks = {
    watermark: featureLock(services.permissions, 'watermark'),
    customLoadingPage: featureLock(services.permissions, 'customLoadingPage'),
    posterStyle: featureLock(services.permissions, 'posterStyle'),
  };
  const gatesAllowed = !locks.watermark && !locks.customLoadingPage && !locks.posterStyle;

  const remember = (reply: PublishLinkVo) => {
    setLinks((list) => [reply, ...(list ?? []).filter((l) => l.linkUuid !== reply.linkUuid)]);
    setSelected(reply.linkUuid);
    setForm(linkForm(reply));
    setTried(false);
  };
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setNotice(undefined);
    setRefusal(undefined);
    try {
      setNotice(await work());
    } catch (error) {
      // The api service showed the catalogue's message; the dialog keeps it next to the form too.
      setRefusal(error instanceof ApiError ? (Object.values(error.fieldErrors ?? {}).filter(Boolean).join(' ') || error.serverMessage) : String(error));
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    setTried(true);
    if (Object.keys(problemsOf(form, Date.now(), link?.hasPassword ?? false)).length > 0) {
      setNotice(undefined);
      return;
    }
    void run(async () => {
      const reply = await api.call(UpsertPublishLink, { body: upsertBodyOf(form, link ? { link } : { sceneUuid: target.sceneUuid }, gatesAllowed) });
      remember(reply);
      return link ? t('publish.settingsSaved') : t('publish.published', { version: reply.version });
    });
  };
  const sync = () => {
    if (!link) return;
    void run(async () => {
      const reply = await api.call(PubScene, { body: { sceneUuid: target.sceneUuid, linkUuid: link.linkUuid } });
      remember(reply);
      return t('publish.synced', { version: reply.version });
    });
  };
  const copy = async (kind: AddressKind) => {
    if (addresses && await copyText(addresses[kind])) services.notifications?.success(t('publish.copied'));
  };
  const pick = (value: string) => {
    setSelected(value);
    const next = links?.find((l) => l.linkUuid === value);
    setForm(next ? linkForm(next) : newLinkForm(target.name, target.category));
    setTried(false);
    setNotice(undefined);
    setRefusal(undefined);
  };
  const hasProblems = Object.keys(problems).length > 0;

  return (
    <div className="kf-publish-backdrop">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="kf-publish-title"
        className="kf-publish-dialog"
        data-testid="publish-dialog"
        data-ready={String(links !== undefined)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
          if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT' && (e.target as HTMLInputElement).type !== 'checkbox') submit();
        }}
      >
        <header className="kf-publish-header">
          <h2 id="kf-publish-title">{t('publish.dialogTitle', { name: target.name })}</h2>
          <button type="button" aria-label={t('publish.close')} className="kf-publish-x" onClick={onClose}>×</button>
        </header>
        <div className="kf-publish-body">
          {links === undefined ? (
            <p className="kf-publish-hint">{t('publish.loading')}</p>
          ) : (
            <>
              {links.length > 0 && (
                <div className="kf-publish-row">
                  <label htmlFor="kf-publish-link">{t('publish.linkLabel')}</label>
                  <select id="kf-publish-link" value={selected} data-testid="publish-link-select" onChange={(e) => pick(e.target.value)}>
                    {links.map((l) => (
                      <option key={l.linkUuid} value={l.linkUuid}>
                        {t('publish.linkOption', { title: l.title, state: t(`publish.state.${l.state}`), key: l.shortKey.slice(0, 6) })}
                        {isBehind(l) ? ' *' : ''}
                      </option>
                    ))}
                    <option value={NEW}>{t('publish.newLink')}</option>
                  </select>
                </div>
              )}
              {link && addresses ? (
                <>
                  <LinkStatus link={link} addresses={addresses} busy={busy} t={t} onCopy={(kind) => void copy(kind)} onSync={sync} />
                  <SharePictures services={services} link={link} posterStyle={locks.posterStyle ? 'classic' : link.posterStyle} />
                </>
              ) : (
                <p className="kf-publish-hint">{t('publish.fixedVersion')}</p>
              )}
              <PublishFields form={form} problems={problems} hasPassword={link?.hasPassword ?? false} categories={categories} t={t} onChange={setForm} />
              <GatedFields gates={form.gates} images={images} locks={locks} problems={problems} t={t} onChange={(gates) => setForm((now) => ({ ...now, gates }))} />
            </>
          )}
          <div aria-live="polite" className="kf-publish-messages">
            {hasProblems && <p className="kf-publish-problem" data-testid="publish-form-problem">{t('publish.error.form')}</p>}
            {refusal && <p className="kf-publish-problem" role="alert" data-testid="publish-refusal">{refusal}</p>}
            {notice && <p className="kf-publish-notice" role="status" data-testid="publish-notice">{notice}</p>}
          </div>
        </div>
        <footer className="kf-publish-footer">
          <button type="button" onClick={onClose} data-testid="publish-close">{t('publish.close')}</button>
          <button type="button" className="kf-publish-primary" disabled={busy || links === undefined} data-testid="publish-submit" onClick={submit}>
            {link ? t('publish.saveSettings') : t('publish.publish')}
          </button>
        </footer>
      </div>
    </div>
  );
}
