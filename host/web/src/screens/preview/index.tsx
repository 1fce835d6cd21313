import { useEffect, useRef, useState } from 'react';
import { ApiError, ApiService } from '../../../../../sdk/index.js';
import type { PreviewScene } from '../../../../../sdk/contract/preview.js';
import { PreviewTicketStatus } from '../../../../../sdk/contract/viewer-statuses.js';
import { LoadPreviewScene } from '../../../../../sdk/contract/endpoints/index.js';
import { useService, useT } from '../../kernel/kernel-context.js';
import type { ScreenProps } from '../../routes/screen-props.js';
import { PlayerError, type PlayerErrorKind } from './player-error.js';
import { LazyPlayerStage as PlayerStage, preloadPlayerStage } from './lazy-player-stage.js';
import { PublishedViewer } from './published-viewer.js';
import './player.css';

/** Why loading stopped, as a text key and its values. */
interface LoadFailure {
  readonly kind: PlayerErrorKind;
  readonly message?: string;
}

function failureOf(error: unknown): LoadFailure {
  if (error instanceof ApiError) {
    if (error.status === PreviewTicketStatus.expired) return { kind: 'expired' };
    if (error.status === PreviewTicketStatus.invalid || error.status === 400) return { kind: 'invalid' };
    if (error.status === PreviewTicketStatus.sceneGone) return { kind: 'sceneGone' };
  }
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The preview routes (spec 000 §2): the scene player. Loads the scene the ticket grants (no session needed), then
 * plays it; a bad, expired or foreign ticket gets a clear page in the user's language.
 */
export default function PreviewScreen({ params }: ScreenProps) {
  // `/preview/:shortKey`: a publish link (docs/publishing.md), not a preview ticket.
  if (params.shortKey !== undefined && params.ticket === undefined) return <PublishedViewer shortKey={params.shortKey} />;
  return <TicketPreview params={params} />;
}

/** A preview by ticket (the designer's Preview command). */
function TicketPreview({ params }: Pick<ScreenProps, 'params'>) {
  const t = useT();
  const api = useService(ApiService);
  const [scene, setScene] = useState<PreviewScene>();
  const [failure, setFailure] = useState<LoadFailure>();
  const ticket = params.ticket ?? '';
  const requested = useRef('');

  useEffect(() => {
    if (requested.current === ticket) return;
    requested.current = ticket;
    setScene(undefined);
    setFailure(undefined);
    if (!ticket) {
      setFailure({ kind: 'invalid' });
      return;
    }
    preloadPlayerStage();
    api.call(LoadPreviewScene, { params: { ticket } }, { silent: true }).then(
      (loaded) => {
        if (params.sceneId && loaded.uuid !== params.sceneId) setFailure({ kind: 'mismatch' });
        else setScene(loaded);
      },
      (error: unknown) => setFailure(failureOf(error)),
    );
  }, [api, ticket, params.sceneId]);

  useEffect(() => {
    if (scene) document.title = t('player.title', { name: scene.name });
  }, [scene, t]);

  if (failure) return <PlayerError kind={failure.kind} message={failure.message} />;
  if (!scene) return <main className="kf-player kf-player-loading" data-testid="screen-preview" aria-busy="true">{t('player.loading')}</main>;
  return <PlayerStage scene={scene} ticket={ticket} showConsole={params.consoleFlag === true} data={params.data} />;
}
