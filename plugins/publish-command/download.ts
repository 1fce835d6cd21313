/** A data URL's bytes as a Blob (no fetch: the page's policy may not allow data: connections). */
export function blobOfDataUrl(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'application/octet-stream';
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** A file name from a title: letters, digits and CJK kept, the rest as '-', at most 60 characters. */
export function fileNameOf(title: string, suffix: string): string {
  const base = title.normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'scene';
  return `${base}-${suffix}.png`;
}

/** Let the browser save a data URL as a file. */
export function downloadDataUrl(fileName: string, dataUrl: string): void {
  const url = URL.createObjectURL(blobOfDataUrl(dataUrl));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
