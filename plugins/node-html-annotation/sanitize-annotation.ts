import DOMPurify from 'dompurify';

/** Longest annotation content, in characters (what is longer is cut before it is sanitised). */
export const ANNOTATION_MAX_LENGTH = 4000;

/** The elements an annotation may hold: text, headings, lists, links and images. Everything else is dropped. */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'code', 'pre', 'blockquote',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img',
];

/** The attributes kept (no `on*`, no `style`: a style can cover the page or fetch a URL). */
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height'];

/**
 * A link may go to an absolute http(s) or mailto URL; an image may come from an absolute http(s) URL or be a data:
 * image (not SVG, which may hold script). A relative URL is refused: it would reach the page's own server.
 */
function allowedUrl(value: string, kind: 'link' | 'image'): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  if (kind === 'image') return url.protocol === 'https:' || url.protocol === 'http:' || /^data:image\/(png|jpeg|gif|webp|avif);/i.test(value.trim());
  return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:';
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

function configured(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const made = DOMPurify(window);
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !allowedUrl(href, 'link')) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      if (src === null || !allowedUrl(src, 'image')) node.removeAttribute('src');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  purifier = made;
  return made;
}

/**
 * Scene content as a fragment that is safe to put in the page: only the allowed elements and attributes, links that
 * open in a new tab with rel=noopener, images from http(s) or data:image. Needs a DOM (undefined without one).
 */
export function sanitizeAnnotation(html: string): DocumentFragment | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  return configured().sanitize(html.slice(0, ANNOTATION_MAX_LENGTH), {
    ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target', 'rel', 'referrerpolicy'], ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
}
