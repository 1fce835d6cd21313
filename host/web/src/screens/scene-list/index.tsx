import type { ScreenProps } from '../../routes/screen-props.js';
import { PlatformFrame } from '../../platform/platform-frame.js';
import { RequireSession } from '../../platform/require-session.js';
import { SceneList } from './scene-list.js';
import { useSiteMode } from '../../platform/hooks.js';
import { MarketProjectScenes } from '../market/market-project-scenes.js';

export { designerPath } from './designer-path.js';

/** The scene list of a project (/scenes/:projectUuid): categories with counts, create, import, export, rename, copy, move, delete. */
export default function SceneListScreen({ params }: ScreenProps) {
  return (
    <RequireSession ticket={params.ticket}>
      <PlatformFrame testId="scene-list">{params.projectUuid ? <ProjectScenes projectUuid={params.projectUuid} /> : null}</PlatformFrame>
    </RequireSession>
  );
}

/** The designer site edits a project's scenes; the market site (site-mode.ts) shows a designer's project's market scenes, opened in the viewer. */
function ProjectScenes({ projectUuid }: { readonly projectUuid: string }) {
  return useSiteMode() === 'market' ? <MarketProjectScenes projectUuid={projectUuid} /> : <SceneList projectUuid={projectUuid} />;
}
