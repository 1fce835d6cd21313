import { useEffect, useRef } from 'react';
import { isGradientTexture, isProceduralTexture, textureExtension, textureUrlOf } from '../../sdk/index.js';
import type { TextureValue } from '../../sdk/index.js';
import { proceduralPreset, rasterizeGradient } from '../../libs/generated-textures/index.js';
import type { RgbaPixels } from '../../libs/generated-textures/index.js';

/** Side of the preview canvas and its redraw period (spec 001 §9). */
export const PREVIEW_SIZE = 60;
export const PREVIEW_REFRESH_MS = 500;

/** Files the browser cannot show as an <img>: drawn as a labelled tile. */
const DATA_ONLY = new Set(['hdr', 'env', 'dds', 'ktx2', 'basis', 'tga']);

/** How a picture's bytes are fetched when the plain url needs more (the user's resource files need the session). */
export type PictureFetch = (url: string) => Promise<Blob> | undefined;

/** Pictures loaded for previews, shared by every texture editor: a loaded image, or 'missing' when it failed. */
const pictures = new Map<string, HTMLImageElement | 'missing'>();
const MAX_PICTURES = 64;

function forget(url: string): void {
  const known = pictures.get(url);
  if (known && known !== 'missing' && known.src.startsWith('blob:')) URL.revokeObjectURL(known.src);
  pictures.delete(url);
}

function picture(url: string, fetchPicture?: PictureFetch): HTMLImageElement | 'missing' | undefined {
  const known = pictures.get(url);
  // A broken image is complete too (before its error event): only a decoded one (naturalWidth > 0) is drawn.
  if (known) return known === 'missing' ? known : known.complete && known.naturalWidth > 0 ? known : undefined;
  if (pictures.size >= MAX_PICTURES) forget(pictures.keys().next().value as string);
  const img = new Image();
  img.onerror = () => pictures.set(url, 'missing');
  pictures.set(url, img);
  const fetched = fetchPicture?.(url);
  if (fetched) fetched.then((blob) => { img.src = URL.createObjectURL(blob); }, () => pictures.set(url, 'missing'));
  else img.src = url;
  return undefined;
}

/** Whether the value's picture is known to be missing (failed to load). */
export function isPictureMissing(value: TextureValue | undefined): boolean {
  const url = textureUrlOf(value);
  return !!url && pictures.get(url) === 'missing';
}

/** The address a loaded picture can be saved from (its own, or the fetched copy's), undefined while unknown. */
export function loadedPictureSource(value: TextureValue | undefined): string | undefined {
  const known = pictures.get(textureUrlOf(value));
  return known && known !== 'missing' && known.naturalWidth > 0 ? known.src : undefined;
}

/** The pixels a generated value paints at preview size (undefined for images and unknown presets). */
function generated(value: TextureValue | undefined): RgbaPixels | undefined {
  if (isGradientTexture(value)) return rasterizeGradient(value, PREVIEW_SIZE);
  if (isProceduralTexture(value)) return proceduralPreset(value.procedural)?.generate(PREVIEW_SIZE);
  return undefined;
}

function checkerboard(g: CanvasRenderingContext2D): void {
  for (let y = 0; y < PREVIEW_SIZE; y += 10) {
    for (let x = 0; x < PREVIEW_SIZE; x += 10) {
      g.fillStyle = (x + y) % 20 === 0 ? '#555' : '#3a3a3a';
      g.fillRect(x, y, 10, 10);
    }
  }
}

function label(g: CanvasRenderingContext2D, text: string, color: string): void {
  g.fillStyle = color;
  g.font = 'bold 12px sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, PREVIEW_SIZE / 2, PREVIEW_SIZE / 2);
}

/** Draw a value into the preview canvas: generated pixels, the picture (once loaded), or a tile saying what it is. */
function draw(canvas: HTMLCanvasElement, value: TextureValue | undefined, cache: { key: string; pixels?: RgbaPixels }, fetchPicture?: PictureFetch): void {
  const g = canvas.getContext('2d');
  if (!g) return;
  checkerboard(g);
  const key = JSON.stringify(value ?? '');
  if (key !== cache.key) {
    cache.key = key;
    cache.pixels = generated(value);
  }
  if (cache.pixels) {
    // Over the checkerboard, so a gradient's alpha shows.
    const layer = document.createElement('canvas');
    layer.width = layer.height = PREVIEW_SIZE;
    layer.getContext('2d')?.putImageData(new ImageData(new Uint8ClampedArray(cache.pixels.data), PREVIEW_SIZE, PREVIEW_SIZE), 0, 0);
    g.drawImage(layer, 0, 0);
    return;
  }
  const url = textureUrlOf(value);
  if (!url) return;
  const ext = textureExtension(url);
  if (DATA_ONLY.has(ext)) return label(g, ext.toUpperCase(), '#9cf');
  const img = picture(url, fetchPicture);
  if (img === 'missing') return label(g, '✕', '#f66');
  if (img) g.drawImage(img, 0, 0, PREVIEW_SIZE, PREVIEW_SIZE);
}

/** The 60×60 preview of a texture value, redrawn every 500 ms (a picture may finish loading at any time). */
export function TexturePreview(props: { value: TextureValue | undefined; fetchPicture?: PictureFetch; title: string; testId: string; onDoubleClick(): void; onContextMenu(x: number, y: number): void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const value = useRef(props.value);
  value.current = props.value;
  const fetchPicture = useRef(props.fetchPicture);
  fetchPicture.current = props.fetchPicture;
  const cache = useRef({ key: '\u0000' } as { key: string; pixels?: RgbaPixels });
  useEffect(() => {
    const redraw = () => canvas.current && draw(canvas.current, value.current, cache.current, fetchPicture.current);
    const timer = window.setInterval(redraw, PREVIEW_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  const key = JSON.stringify(props.value ?? '');
  useEffect(() => {
    if (canvas.current) draw(canvas.current, value.current, cache.current, fetchPicture.current);
  }, [key]);
  return (
    <canvas
      ref={canvas}
      className="kf-texture-preview"
      width={PREVIEW_SIZE}
      height={PREVIEW_SIZE}
      title={props.title}
      data-testid={props.testId}
      onDoubleClick={props.onDoubleClick}
      onContextMenu={(e) => {
        e.preventDefault();
        props.onContextMenu(e.clientX, e.clientY);
      }}
    />
  );
}
