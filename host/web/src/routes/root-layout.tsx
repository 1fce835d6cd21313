import { KeepAliveOutlet } from './keep-alive-outlet.js';

/** The layout around every screen. */
export function RootLayout() {
  return <KeepAliveOutlet />;
}
