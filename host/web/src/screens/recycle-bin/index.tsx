import { PlaceholderScreen } from '../placeholder-screen.js';

/** Placeholder: the recycle-bin screen. */
export default function RecycleBinScreen() {
  return <PlaceholderScreen titleKey="shell.screen.recycleBin" testId="recycle-bin" />;
}
