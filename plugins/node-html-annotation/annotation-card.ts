import { sanitizeAnnotation } from './sanitize-annotation.js';

const CARD_CSS = [
  'left:0', 'top:0', 'box-sizing:border-box', 'padding:8px 10px', 'border-radius:6px', 'background:rgba(255,255,255,0.94)',
  'color:#1b1f27', 'font:13px/1.4 system-ui,"Noto Sans CJK SC","Noto Sans SC",sans-serif', 'box-shadow:0 2px 8px rgba(0,0,0,0.35)',
  'overflow:hidden', 'max-height:400px', 'overflow-wrap:anywhere', 'pointer-events:auto', 'user-select:text',
].join(';');

/** The CSS that keeps the card's content within it (images shrink to its width, headings stay small). */
const CONTENT_CSS = `
[data-testid=html-annotation] img { max-width: 100%; height: auto; }
[data-testid=html-annotation] h1, [data-testid=html-annotation] h2, [data-testid=html-annotation] h3,
[data-testid=html-annotation] h4, [data-testid=html-annotation] h5, [data-testid=html-annotation] h6 { margin: 0 0 4px; font-size: 14px; }
[data-testid=html-annotation] p, [data-testid=html-annotation] ul, [data-testid=html-annotation] ol { margin: 0 0 4px; }
[data-testid=html-annotation] ul, [data-testid=html-annotation] ol { padding-left: 18px; }
[data-testid=html-annotation] a { color: #1a5fd0; }
`;

function ensureContentCss(): void {
  if (document.getElementById('html-annotation-css')) return;
  const style = document.createElement('style');
  style.id = 'html-annotation-css';
  style.textContent = CONTENT_CSS;
  document.head.append(style);
}

/** The card an annotation shows: its bottom-centre sits on the anchor (the layer moves the outer element). */
export class AnnotationCard {
  readonly element: HTMLDivElement;
  private readonly card: HTMLDivElement;

  constructor(nodeId: string) {
    ensureContentCss();
    this.element = document.createElement('div');
    this.element.dataset.nodeId = nodeId;
    this.card = document.createElement('div');
    this.card.dataset.testid = 'html-annotation';
    this.card.dataset.nodeId = nodeId;
    this.card.style.cssText = CARD_CSS;
    this.card.style.position = 'absolute';
    this.card.style.transform = 'translate(-50%, calc(-100% - 8px))';
    this.element.append(this.card);
  }

  /** Show this content (sanitised) at this width. */
  set(html: string, width: number): void {
    this.card.style.width = `${width}px`;
    this.card.replaceChildren(sanitizeAnnotation(html) ?? document.createTextNode(''));
  }
}
