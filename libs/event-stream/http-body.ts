/** The request headers of an HTTP data source as fetch takes them. */
export function requestHeadersOf(headers: readonly { readonly name: string; readonly value: string }[] | undefined, accept: string): Headers {
  const result = new Headers({ Accept: accept });
  for (const { name, value } of headers ?? []) result.set(name, value);
  return result;
}

/** A feed's answer: the response when it is 2xx, otherwise only its status (its body already dropped). */
export type FeedAnswer = { readonly ok: true; readonly response: Response } | { readonly ok: false; readonly status: number };

/**
 * GET a data source's URL as every HTTP source does: its headers, no cookies, no cache, and no redirect followed (it
 * could leave the allowed origins).
 */
export async function fetchFeed(url: string, headers: Parameters<typeof requestHeadersOf>[0], accept: string, signal: AbortSignal): Promise<FeedAnswer> {
  const response = await fetch(url, { headers: requestHeadersOf(headers, accept), credentials: 'omit', cache: 'no-store', redirect: 'error', signal });
  if (response.ok) return { ok: true, response };
  await response.body?.cancel().catch(() => undefined);
  return { ok: false, status: response.status };
}

/**
 * The text of a response body, or undefined when it passes `maxChars` (the body is cancelled there, so a huge answer
 * is never held whole). A declared length past the limit is refused before reading.
 */
export async function readCappedText(response: Response, maxChars: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length'));
  // A UTF-8 byte is at most one character and a character at most four bytes.
  if (Number.isFinite(declared) && declared > maxChars * 4) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!response.body) return '';
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += value;
    if (text.length > maxChars) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
  }
}
