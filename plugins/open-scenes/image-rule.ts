/** Image extensions accepted for upload (spec 000 §5). */
export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.tga', '.bmp', '.dds', '.webp', '.basis', '.ktx2', '.hdr'] as const;

/** Whether a file name has an accepted image extension. */
export function isImageName(name: string): boolean {
  const lower = name.toLowerCase();
  return IMAGE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** The 'accept' attribute of an image file input. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.join(',');
