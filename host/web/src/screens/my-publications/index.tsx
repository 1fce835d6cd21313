import { PlatformFrame } from '../../platform/platform-frame.js';
import { RequireSession } from '../../platform/require-session.js';
import { MyPublications } from './my-publications.js';
import './publications.css';

/** My publications: the signed-in user's publish links with their state, visits, expiry and version, and their actions. */
export default function MyPublicationsScreen() {
  return (
    <RequireSession>
      <PlatformFrame testId="my-publications">
        <MyPublications />
      </PlatformFrame>
    </RequireSession>
  );
}
