/** Put a text on the clipboard; false when the browser refuses (the address stays in its field to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await globalThis.navigator?.clipboard?.writeText(text);
    return !!globalThis.navigator?.clipboard;
  } catch {
    return false;
  }
}
