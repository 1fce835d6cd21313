import type { ScreenProps } from '../../routes/screen-props.js';
import { PublishedLink } from '../preview/published-link.js';
import { PresenterStage } from './presenter-stage.js';
import '../preview/player.css';
import './presenter.css';

/**
 * `/presenter/:shortKey` (spec 000 §2, docs/publishing.md): a publish link as a guided presentation of the scene's
 * cameras. The link is opened as the published viewer opens it (one visit, the published version only, the same
 * password and closed-link pages).
 */
export default function PresenterScreen({ params }: ScreenProps) {
  const shortKey = params.shortKey ?? '';
  return (
    <PublishedLink shortKey={shortKey}>
      {(published) => <PresenterStage published={published} />}
    </PublishedLink>
  );
}
