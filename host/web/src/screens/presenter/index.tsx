import { PlaceholderScreen } from '../placeholder-screen.js';

/** Placeholder: the presenter screen. */
export default function PresenterScreen() {
  return <PlaceholderScreen titleKey="shell.screen.presenter" testId="presenter" />;
}
