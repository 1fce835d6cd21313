/** The request headers of an HTTP data source as fetch takes them. */
export function requestHeadersOf(headers: readonly { readonly name: string; readonly value: string }[] | undefined, accept: string): Headers {
  const result = new Headers({ Accept: accept });
  for (const { name, value } of headers ?? []) result.set(name, value);
  return result;
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
