import { PlaceholderScreen } from '../placeholder-screen.js';

/** The designer (workbench) screen. */
export default function DesignerScreen() {
  return <PlaceholderScreen titleKey="shell.screen.designer" testId="designer" />;
}
