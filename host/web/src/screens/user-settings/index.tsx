import { PlaceholderScreen } from '../placeholder-screen.js';

/** Placeholder: the user-settings screen. */
export default function UserSettingsScreen() {
  return <PlaceholderScreen titleKey="shell.screen.userSettings" testId="user-settings" />;
}
