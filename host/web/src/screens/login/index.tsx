import { PlaceholderScreen } from '../placeholder-screen.js';

/** Placeholder: the login screen. */
export default function LoginScreen() {
  return <PlaceholderScreen titleKey="shell.screen.login" testId="login" />;
}
