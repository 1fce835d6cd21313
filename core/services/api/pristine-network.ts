/** The page's network functions as they were when the api service was made (before any plugin ran). */
export interface PristineNetwork {
  readonly fetch: typeof fetch;
  /** XMLHttpRequest's constructor and the prototype methods the upload calls, kept as they were. */
  readonly xhr?: {
    readonly create: () => XMLHttpRequest;
    readonly open: XMLHttpRequest['open'];
    readonly setRequestHeader: XMLHttpRequest['setRequestHeader'];
    readonly send: XMLHttpRequest['send'];
  };
}

/**
 * Keep references to `fetch` and XMLHttpRequest as the page has them now. The api service is made at start, before any
 * plugin runs, so a wrapper a plugin later installs on `window.fetch` (or on XMLHttpRequest's prototype) never sees the
 * api's requests and their Authentication header. It is no sandbox: a plugin still runs on the page (see
 * docs/plugins.md, "What a plugin can do").
 */
export function capturePristineNetwork(scope: typeof globalThis = globalThis): PristineNetwork {
  const original = scope.fetch;
  const fetchNow: typeof fetch = (input, init) => original.call(scope, input, init);
  const Xhr = scope.XMLHttpRequest;
  if (typeof Xhr !== 'function') return { fetch: fetchNow };
  const proto = Xhr.prototype;
  return {
    fetch: fetchNow,
    xhr: { create: () => new Xhr(), open: proto.open, setRequestHeader: proto.setRequestHeader, send: proto.send },
  };
}
