import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiService } from '../../../../../sdk/index.js';
import type { LinkCounts } from '../../../../../sdk/contract/publish-link.js';
import { CountPublishLink, FavoritePublishLink, LikePublishLink, UnlikePublishLink } from '../../../../../sdk/contract/endpoints/index.js';
import { useService, useT } from '../../kernel/kernel-context.js';
import { useSessionUser } from '../../platform/hooks.js';

type Counts = Pick<LinkCounts, 'likes' | 'favorites' | 'liked' | 'favorited'>;

/**
 * Like and favourite buttons of a published link with their counts (docs/publishing.md). Anyone sees the counts; a
 * signed-in visitor toggles their own like and favourite, and every reply's counts replace the shown ones (the server's
 * are the truth: one reaction per user, counted in the same transaction); an anonymous visitor is asked to sign in.
 */
export function LinkReactions({ linkUuid, shortKey, likes, favorites }: { readonly linkUuid: string; readonly shortKey: string; readonly likes: number; readonly favorites: number }) {
  const t = useT();
  const api = useService(ApiService);
  const user = useSessionUser();
  const navigate = useNavigate();
  const [counts, setCounts] = useState<Counts>({ likes, favorites, liked: false, favorited: false });
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const busy = useRef(false);

  // The caller's own reactions (and fresh counts) once the session is known, and again when it changes.
  useEffect(() => {
    let live = true;
    api.call(CountPublishLink, { query: { linkUuid } }, { silent: true }).then((reply) => live && setCounts(reply), () => undefined);
    return () => {
      live = false;
    };
  }, [api, linkUuid, user?.userId]);

  const react = (kind: 'like' | 'favorite') => {
    if (!user) {
      setAsking(true);
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setFailure(undefined);
    const call = kind === 'like'
      ? api.call(counts.liked ? UnlikePublishLink : LikePublishLink, { query: { linkUuid } }, { silent: true })
      : api.call(FavoritePublishLink, { query: { linkUuid, value: counts.favorited ? 'false' : 'true' } }, { silent: true });
    call.then(setCounts, (error: unknown) => setFailure(error instanceof Error ? error.message : String(error))).finally(() => {
      busy.current = false;
    });
  };

  return (
    <div className="kf-published-reactions" data-testid="published-reactions">
      <div className="kf-published-reaction-buttons">
        <button
          type="button" aria-pressed={counts.liked} data-testid="published-like" title={t(counts.liked ? 'published.unlike' : 'published.like')}
          aria-label={`${t(counts.liked ? 'published.unlike' : 'published.like')} (${t('published.likes', { count: counts.likes })})`}
          onClick={() => react('like')}
        >
          <span aria-hidden="true">{counts.liked ? '♥' : '♡'}</span>
          <span data-testid="published-like-count">{counts.likes}</span>
        </button>
        <button
          type="button" aria-pressed={counts.favorited} data-testid="published-favorite" title={t(counts.favorited ? 'published.unfavorite' : 'published.favorite')}
          aria-label={`${t(counts.favorited ? 'published.unfavorite' : 'published.favorite')} (${t('published.favorites', { count: counts.favorites })})`}
          onClick={() => react('favorite')}
        >
          <span aria-hidden="true">{counts.favorited ? '★' : '☆'}</span>
          <span data-testid="published-favorite-count">{counts.favorites}</span>
        </button>
      </div>
      {asking && !user ? (
        <div className="kf-published-sign-in" role="status" data-testid="published-sign-in">
          <span>{t('published.signInToReact')}</span>
          <button type="button" onClick={() => navigate('/', { state: { from: `/preview/${shortKey}` } })}>{t('published.signIn')}</button>
        </div>
      ) : null}
      {failure ? <div className="kf-published-sign-in" role="alert">{t('published.reactionFailed', { message: failure })}</div> : null}
    </div>
  );
}
