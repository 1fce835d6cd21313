import type { PosterStyle } from '../../sdk/endpoints.js';

/** What a link's poster shows (texts already translated). */
export interface PosterParts {
  /** The link's title. */
  readonly title: string;
  /** The link's QR code, a PNG data URL. */
  readonly qrCode: string;
  /** The scene's thumbnail (a data URL), when it has one. */
  readonly thumbnail?: string;
  /** The line under the code ("Scan to view the scene"). */
  readonly caption: string;
  /** The link's address, printed small at the foot. */
  readonly address: string;
  /** The layout and colours (PosterStyle; 'classic' when absent). */
  readonly style?: PosterStyle;
}

/** Size of a poster in pixels (2:3 portrait, prints sharp at 6 × 9 cm and reads on a phone). */
export const POSTER_SIZE = Object.freeze({ width: 720, height: 1080 });

const PICTURE_HEIGHT = 560;
const QR_SIDE = 300;
const FONT = '"Noto Sans CJK SC", "Noto Sans", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif';

async function imageOf(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image;
}

/** Draw `image` to fill the box (cropped to keep its proportions). */
function drawCover(context: CanvasRenderingContext2D, image: HTMLImageElement, width: number, height: number): void {
  const scale = Math.max(width / image.naturalWidth, height / image.naturalHeight);
  const w = image.naturalWidth * scale;
  const h = image.naturalHeight * scale;
  context.drawImage(image, (width - w) / 2, (height - h) / 2, w, h);
}

/** The title in at most two lines of the poster's width, the second cut with an ellipsis. */
export function titleLines(measure: (text: string) => number, title: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let rest = [...title.trim()];
  while (rest.length > 0 && lines.length < 2) {
    let count = rest.length;
    while (count > 1 && measure(rest.slice(0, count).join('')) > maxWidth) count -= 1;
    // Break at the last space of a Latin line when there is one.
    if (count < rest.length) {
      const space = rest.slice(0, count).lastIndexOf(' ');
      if (space > 0) count = space + 1;
    }
    let line = rest.slice(0, count).join('').trim();
    rest = rest.slice(count);
    if (lines.length === 1 && rest.length > 0) {
      while (line.length > 1 && measure(`${line}…`) > maxWidth) line = [...line].slice(0, -1).join('');
      line = `${line}…`;
      rest = [];
    }
    lines.push(line);
  }
  return lines;
}

/** The scene's thumbnail drawn into a box at the top (a gradient panel when it has none). */
async function drawPicture(context: CanvasRenderingContext2D, thumbnail: string | undefined, width: number, height: number, colours: readonly [string, string]): Promise<void> {
  context.save();
  context.beginPath();
  context.rect(0, 0, width, height);
  context.clip();
  if (thumbnail) {
    drawCover(context, await imageOf(thumbnail), width, height);
  } else {
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, colours[0]);
    gradient.addColorStop(1, colours[1]);
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
  }
  context.restore();
}

/** The QR code, sharp, on a white square (so it reads on a dark poster too). */
async function drawQr(context: CanvasRenderingContext2D, qrCode: string, x: number, y: number, side: number): Promise<void> {
  const qr = await imageOf(qrCode);
  context.fillStyle = '#ffffff';
  context.fillRect(x - 8, y - 8, side + 16, side + 16);
  context.imageSmoothingEnabled = false; // the modules stay sharp
  context.drawImage(qr, x, y, side, side);
  context.imageSmoothingEnabled = true;
}

/** Colours of the centred styles: background, title, caption, address, and the panel's gradient. */
const CENTRED = {
  classic: { background: '#ffffff', title: '#1b1b1f', caption: '#55565c', address: '#8a8b91', panel: ['#1f2a44', '#3b5b8f'] },
  night: { background: '#12141a', title: '#f3f4f8', caption: '#b9bdc9', address: '#7f8594', panel: ['#0b0d12', '#2c3550'] },
} as const;

/** Classic (white) and night (dark): the picture on top, the title, the QR code and its caption centred under it. */
async function composeCentred(context: CanvasRenderingContext2D, parts: PosterParts, style: 'classic' | 'night'): Promise<void> {
  const { width, height } = POSTER_SIZE;
  const colours = CENTRED[style];
  context.fillStyle = colours.background;
  context.fillRect(0, 0, width, height);
  await drawPicture(context, parts.thumbnail, width, PICTURE_HEIGHT, colours.panel);
  context.fillStyle = colours.title;
  context.textAlign = 'center';
  context.textBaseline = 'top';
  context.font = `600 40px ${FONT}`;
  const lines = titleLines((text) => context.measureText(text).width, parts.title, width - 80);
  lines.forEach((line, i) => context.fillText(line, width / 2, PICTURE_HEIGHT + 28 + i * 50));
  const qrTop = PICTURE_HEIGHT + 28 + Math.max(1, lines.length) * 50 + 14;
  await drawQr(context, parts.qrCode, (width - QR_SIDE) / 2, qrTop, QR_SIDE);
  context.fillStyle = colours.caption;
  context.font = `24px ${FONT}`;
  context.textAlign = 'center';
  context.fillText(parts.caption, width / 2, qrTop + QR_SIDE + 12);
  context.fillStyle = colours.address;
  context.font = `16px ${FONT}`;
  context.fillText(parts.address, width / 2, height - 30, width - 40);
}

/** Banner: the picture fills the upper two thirds; a teal band under it holds the title and caption left, the QR code right. */
async function composeBanner(context: CanvasRenderingContext2D, parts: PosterParts): Promise<void> {
  const { width, height } = POSTER_SIZE;
  const bandTop = 700;
  const side = 250;
  await drawPicture(context, parts.thumbnail, width, bandTop, ['#0b3d4f', '#1c7c8c']);
  context.fillStyle = '#0f5e73';
  context.fillRect(0, bandTop, width, height - bandTop);
  context.fillStyle = '#f2c14e';
  context.fillRect(0, bandTop, width, 10);
  const qrX = width - 48 - side;
  const qrY = bandTop + 52;
  await drawQr(context, parts.qrCode, qrX, qrY, side);
  context.textAlign = 'left';
  context.textBaseline = 'top';
  context.fillStyle = '#ffffff';
  context.font = `700 40px ${FONT}`;
  const textWidth = qrX - 48 - 40;
  const lines = titleLines((text) => context.measureText(text).width, parts.title, textWidth);
  lines.forEach((line, i) => context.fillText(line, 48, bandTop + 56 + i * 50));
  context.fillStyle = '#cdeef4';
  context.font = `24px ${FONT}`;
  context.fillText(parts.caption, 48, bandTop + 56 + Math.max(1, lines.length) * 50 + 16, textWidth);
  context.fillStyle = 'rgba(255, 255, 255, 0.7)';
  context.font = `16px ${FONT}`;
  context.fillText(parts.address, 48, height - 40, width - 96);
}

/**
 * A poster of a publish link as a PNG data URL, composed in the browser in the link's style: the scene's thumbnail (a
 * gradient panel when it has none), the title, the QR code with its caption, and the address at the foot.
 */
export async function composePoster(parts: PosterParts): Promise<string> {
  const { width, height } = POSTER_SIZE;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the poster on');
  const style = parts.style ?? 'classic';
  if (style === 'banner') await composeBanner(context, parts);
  else await composeCentred(context, parts, style);
  return canvas.toDataURL('image/png');
}
