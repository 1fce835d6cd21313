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

/**
 * A poster of a publish link as a PNG data URL, composed in the browser: the scene's thumbnail on top (a dark panel
 * when it has none), the title, the QR code with its caption, and the address at the foot.
 */
export async function composePoster(parts: PosterParts): Promise<string> {
  const { width, height } = POSTER_SIZE;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the poster on');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);

  context.save();
  context.beginPath();
  context.rect(0, 0, width, PICTURE_HEIGHT);
  context.clip();
  if (parts.thumbnail) {
    drawCover(context, await imageOf(parts.thumbnail), width, PICTURE_HEIGHT);
  } else {
    const gradient = context.createLinearGradient(0, 0, width, PICTURE_HEIGHT);
    gradient.addColorStop(0, '#1f2a44');
    gradient.addColorStop(1, '#3b5b8f');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, PICTURE_HEIGHT);
  }
  context.restore();

  context.fillStyle = '#1b1b1f';
  context.textAlign = 'center';
  context.textBaseline = 'top';
  context.font = `600 40px ${FONT}`;
  const lines = titleLines((text) => context.measureText(text).width, parts.title, width - 80);
  lines.forEach((line, i) => context.fillText(line, width / 2, PICTURE_HEIGHT + 28 + i * 50));

  const qrTop = PICTURE_HEIGHT + 28 + Math.max(1, lines.length) * 50 + 14;
  const qr = await imageOf(parts.qrCode);
  context.imageSmoothingEnabled = false; // the modules stay sharp
  context.drawImage(qr, (width - QR_SIDE) / 2, qrTop, QR_SIDE, QR_SIDE);
  context.imageSmoothingEnabled = true;

  context.fillStyle = '#55565c';
  context.font = `24px ${FONT}`;
  context.fillText(parts.caption, width / 2, qrTop + QR_SIDE + 8);
  context.fillStyle = '#8a8b91';
  context.font = `16px ${FONT}`;
  context.fillText(parts.address, width / 2, height - 30, width - 40);
  return canvas.toDataURL('image/png');
}
