import { PlatformFrame } from '../../platform/platform-frame.js';
import { RequireSession } from '../../platform/require-session.js';
import { MyFiles } from './my-files.js';

/** My files: the project's resources by kind in a group tree, group management, image upload with the storage limit. */
export default function MyFilesScreen() {
  return (
    <RequireSession>
      <PlatformFrame testId="my-files">
        <MyFiles />
      </PlatformFrame>
    </RequireSession>
  );
}
