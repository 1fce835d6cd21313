import { useEffect, useState } from 'react';
import type { ApiService, NotificationService, TranslateFn } from '../../sdk/index.js';
import { LoadScene, PublishLinkQrCode, type PosterStyle, type PublishLinkVo } from '../../sdk/endpoints.js';
import { composePoster } from './poster.js';
import { downloadDataUrl, fileNameOf } from './download.js';

/** What the share pictures need of the plugin (PublishServices has it all). */
export interface ShareServices {
  readonly api: ApiService;
  readonly t: TranslateFn;
  readonly notifications?: NotificationService;
}

/** What is drawn for a link: its QR code (from the server) and its poster (composed here). */
interface Pictures {
  readonly qrCode?: string;
  readonly poster?: string;
  readonly failed?: string;
}

/** The QR code and the poster of a link: the code from qr-code, the poster from the scene's thumbnail, title and code. */
export function useLinkPictures(services: ShareServices, link: Pick<PublishLinkVo, 'linkUuid' | 'sceneUuid' | 'title'>, posterStyle: PosterStyle): Pictures {
  const [pictures, setPictures] = useState<Pictures>({});
  const { api, t } = services;
  useEffect(() => {
    let live = true;
    setPictures({});
    const qr = api.call(PublishLinkQrCode, { body: { linkUuid: link.linkUuid } }, { silent: true });
    // The thumbnail was stored with the scene's last save; a poster without one shows a plain panel.
    const thumbnail = api.call(LoadScene, { params: { id: link.sceneUuid } }, { silent: true }).then((scene) => scene.preview ?? undefined, () => undefined);
    qr.then(async (reply) => {
      if (!live) return;
      setPictures({ qrCode: reply.qrCode });
      const poster = await composePoster({ title: link.title, qrCode: reply.qrCode, thumbnail: await thumbnail, caption: t('publish.posterCaption'), address: reply.address, style: posterStyle });
      if (live) setPictures({ qrCode: reply.qrCode, poster });
    }).catch((error: unknown) => {
      if (live) setPictures((now) => ({ ...now, failed: error instanceof Error ? error.message : String(error) }));
    });
    return () => {
      live = false;
    };
  }, [api, t, link.linkUuid, link.sceneUuid, link.title, posterStyle]);
  return pictures;
}

/**
 * A link's QR code and poster with their downloads as PNG files (docs/publishing.md "QR code and poster"). A component
 * of its own: the Publish dialog shows it under a link's address; a publications list can show it too.
 */
export function SharePictures({ services, link, posterStyle = 'classic' }: {
  readonly services: ShareServices;
  readonly link: Pick<PublishLinkVo, 'linkUuid' | 'sceneUuid' | 'title'>;
  /** The style the poster is drawn in (the link's, when the plan allows it; else 'classic'). */
  readonly posterStyle?: PosterStyle;
}) {
  const { t } = services;
  const pictures = useLinkPictures(services, link, posterStyle);
  return (
    <section className="kf-share" data-testid="publish-share" data-ready={pictures.poster ? 'true' : 'false'} data-poster-style={posterStyle}>
      <div className="kf-share-pictures">
        <figure>
          {pictures.qrCode ? <img src={pictures.qrCode} alt={t('publish.qrAlt')} data-testid="publish-share-qr" /> : <span className="kf-share-wait">{t('publish.drawing')}</span>}
          <figcaption>{t('publish.qrCaption')}</figcaption>
        </figure>
        <figure>
          {pictures.poster ? <img src={pictures.poster} alt={t('publish.posterAlt')} data-testid="publish-share-poster" /> : <span className="kf-share-wait kf-share-wait-poster">{t('publish.drawing')}</span>}
          <figcaption>{t('publish.posterLabel')}</figcaption>
        </figure>
        <div className="kf-share-downloads">
          <button type="button" disabled={!pictures.qrCode} data-testid="publish-share-download-qr" onClick={() => pictures.qrCode && downloadDataUrl(fileNameOf(link.title, 'qr'), pictures.qrCode)}>
            {t('publish.downloadQr')}
          </button>
          <button type="button" disabled={!pictures.poster} data-testid="publish-share-download-poster" onClick={() => pictures.poster && downloadDataUrl(fileNameOf(link.title, 'poster'), pictures.poster)}>
            {t('publish.downloadPoster')}
          </button>
        </div>
      </div>
      {pictures.failed ? <p role="alert" className="kf-share-error">{t('publish.picturesFailed', { message: pictures.failed })}</p> : null}
    </section>
  );
}
