import type { ScreenProps } from '../../routes/screen-props.js';
import { PlatformFrame } from '../../platform/platform-frame.js';
import { RequireSession } from '../../platform/require-session.js';
import { Commerce, type CommerceView } from './commerce.js';
import './commerce.css';

const VIEWS: Readonly<Record<string, CommerceView>> = {
  'subscription-orders': 'orders',
  'subscription-points': 'points',
  'subscription-redeem': 'redeem',
  'subscription-result': 'result',
};

/** Subscription and upgrade (spec 000 §2's screen; docs/commerce.md "Screens"): plans and checkout, a payment's result, orders, AI points, code exchange. */
export default function SubscriptionScreen({ route, params }: ScreenProps) {
  return (
    <RequireSession>
      <PlatformFrame testId="subscription">
        <Commerce view={VIEWS[route.id] ?? 'plans'} orderUuid={params.orderUuid} />
      </PlatformFrame>
    </RequireSession>
  );
}
