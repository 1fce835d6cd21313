import { PlatformFrame } from '../../platform/platform-frame.js';
import { RequireSession } from '../../platform/require-session.js';
import { Settings } from './settings.js';

/** User settings and privacy settings: profile, avatar, password change, single-session policy, language. */
export default function UserSettingsScreen() {
  return (
    <RequireSession>
      <PlatformFrame testId="user-settings">
        <Settings />
      </PlatformFrame>
    </RequireSession>
  );
}
