import { PlaceholderScreen } from '../placeholder-screen.js';

/** Placeholder: the preview screen. */
export default function PreviewScreen() {
  return <PlaceholderScreen titleKey="shell.screen.preview" testId="preview" />;
}
