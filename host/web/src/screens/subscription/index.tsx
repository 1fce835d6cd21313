import { PlaceholderScreen } from '../placeholder-screen.js';

/** Placeholder: the subscription and upgrade screen (spec 000 §2) that locked controls link to; commerce fills it in. */
export default function SubscriptionScreen() {
  return <PlaceholderScreen titleKey="shell.screen.subscription" testId="subscription" />;
}
