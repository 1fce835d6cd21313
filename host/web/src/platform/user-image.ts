import { useEffect, useState } from 'react';
import type { SessionControl } from '../../../../core/services/session/session-control.js';

const CHANGED = 'kf:user-image';

/** Keep the user's picture in the session and tell every shown avatar (the top bar's, the settings'). */
export function changeUserImage(session: SessionControl, url: string | undefined): void {
  session.setUserImage(url);
  window.dispatchEvent(new Event(CHANGED));
}

/** The user's picture, live: follows changeUserImage. */
export function useUserImage(session: SessionControl): string | undefined {
  const [image, setImage] = useState(session.userImage);
  useEffect(() => {
    const update = () => setImage(session.userImage);
    window.addEventListener(CHANGED, update);
    update();
    return () => window.removeEventListener(CHANGED, update);
  }, [session]);
  return image;
}
