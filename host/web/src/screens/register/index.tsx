import { PlaceholderScreen } from '../placeholder-screen.js';

/** Placeholder: the register screen. */
export default function RegisterScreen() {
  return <PlaceholderScreen titleKey="shell.screen.register" testId="register" />;
}
