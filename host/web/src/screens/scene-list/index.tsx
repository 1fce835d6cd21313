import { PlaceholderScreen } from '../placeholder-screen.js';

/** Placeholder: the scene-list screen. */
export default function SceneListScreen() {
  return <PlaceholderScreen titleKey="shell.screen.sceneList" testId="scene-list" />;
}
