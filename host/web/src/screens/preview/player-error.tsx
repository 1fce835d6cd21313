import { useT } from '../../kernel/kernel-context.js';
import { LanguageMenu } from '../../overlays/language-menu.js';

/** Why the player cannot show a scene. */
export type PlayerErrorKind = 'invalid' | 'expired' | 'sceneGone' | 'mismatch' | 'failed' | 'webgl';

/** The page a previewer sees instead of the scene: what went wrong and what to do, in their language. */
export function PlayerError({ kind, message }: { readonly kind: PlayerErrorKind; readonly message?: string }) {
  const t = useT();
  return (
    <main className="kf-player-error" data-testid="player-error" data-kind={kind}>
      <div className="kf-player-error-language"><LanguageMenu /></div>
      <h1>{t('player.error.title')}</h1>
      <p role="alert">{t(`player.error.${kind}`, { message: message ?? '' })}</p>
    </main>
  );
}
