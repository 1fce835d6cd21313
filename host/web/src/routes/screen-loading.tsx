/** Shown while a screen's code is loading. */
export function ScreenLoading() {
  return <div className="kf-screen-loading" role="progressbar" aria-busy="true" />;
}
