/** The file name in a Content-Disposition header (RFC 6266: filename* preferred over filename), or undefined. */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (star) {
    const value = star[1].trim().replace(/^"(.*)"$/, '$1');
    const match = /^([\w-]+)'[^']*'(.*)$/.exec(value);
    try {
      return decodeURIComponent(match ? match[2] : value);
    } catch {
      return match ? match[2] : value;
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const raw = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1].trim();
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
