import { createContext, useContext } from 'react';

/** Whether the screen around the caller is the one shown (kept-alive screens stay mounted while hidden). */
export const ScreenActivityContext = createContext(true);

/** True when the caller's screen is visible; false while a kept-alive screen is hidden. */
export function useScreenActive(): boolean {
  return useContext(ScreenActivityContext);
}
