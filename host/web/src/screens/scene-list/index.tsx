import type { ScreenProps } from '../../routes/screen-props.js';
import { PlatformFrame } from '../../platform/platform-frame.js';
import { RequireSession } from '../../platform/require-session.js';
import { SceneList } from './scene-list.js';

export { designerPath } from './designer-path.js';

/** The scene list of a project (/scenes/:projectUuid): categories with counts, create, import, export, rename, copy, move, delete. */
export default function SceneListScreen({ params }: ScreenProps) {
  return (
    <RequireSession ticket={params.ticket}>
      <PlatformFrame testId="scene-list">{params.projectUuid ? <SceneList projectUuid={params.projectUuid} /> : null}</PlatformFrame>
    </RequireSession>
  );
}
