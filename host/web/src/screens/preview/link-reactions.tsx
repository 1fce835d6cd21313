import { useEffect, useRef, useState } from 'react';
import { ApiService } from '../../../../../sdk/index.js';
import type { LinkCounts } from '../../../../../sdk/contract/publish-link.js';
import { CountPublishLink, FavoritePublishLink, LikePublishLink, UnlikePublishLink } from '../../../../../sdk/contract/endpoints/index.js';
import { useService, useT } from '../../kernel/kernel-context.js';
import { usePageNavigate } from '../../routes/page-navigation.js';
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
  const navigate = usePageNavigate();
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
        <ReactionButton kind="like" on={counts.liked} count={counts.likes} marks={['♡', '♥']} label={t(counts.liked ? 'published.unlike' : 'published.like')}
          countLabel={t('published.likes', { count: counts.likes })} onClick={() => react('like')} />
        <ReactionButton kind="favorite" on={counts.favorited} count={counts.favorites} marks={['☆', '★']} label={t(counts.favorited ? 'published.unfavorite' : 'published.favorite')}
          countLabel={t('published.favorites', { count: counts.favorites })} onClick={() => react('favorite')} />
      </div>
      {asking && !user ? (
        <div className="kf-published-sign-in" role="status" data-testid="published-sign-in">
          <span>{t('published.signInToReact')}</span>
          <button type="button" onClick={() => navigate('/', { from: `/preview/${shortKey}` })}>{t('published.signIn')}</button>
        </div>
      ) : null}
      {failure ? <div className="kf-published-sign-in" role="alert">{t('published.reactionFailed', { message: failure })}</div> : null}
    </div>
  );
}

interface ReactionButtonProps {
  readonly kind: 'like' | 'favorite';
  readonly on: boolean;
  readonly count: number;
  /** The mark when off and when on. */
  readonly marks: readonly [string, string];
  readonly label: string;
  readonly countLabel: string;
  readonly onClick: () => void;
}

/** One reaction toggle with its count (the like and favourite buttons differ only in texts and marks). */
function ReactionButton({ kind, on, count, marks, label, countLabel, onClick }: ReactionButtonProps) {
  return (
    <button type="button" aria-pressed={on} data-testid={`published-${kind}`} title={label} aria-label={`${label} (${countLabel})`} onClick={onClick}>
      <span aria-hidden="true">{on ? marks[1] : marks[0]}</span>
      <span data-testid={`published-${kind}-count`}>{count}</span>
    </button>
  );
}
