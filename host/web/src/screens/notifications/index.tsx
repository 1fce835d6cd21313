import { PlaceholderScreen } from '../placeholder-screen.js';

/** Placeholder: the notifications screen. */
export default function NotificationsScreen() {
  return <PlaceholderScreen titleKey="shell.screen.notifications" testId="notifications" />;
}
