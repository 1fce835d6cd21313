// @vitest-environment jsdom
// The annotation sanitiser: scene content is hostile; only text, headings, lists, links and images reach the page.
import { describe, expect, it } from 'vitest';
import { ANNOTATION_MAX_LENGTH, sanitizeAnnotation } from './sanitize-annotation.js';

function html(content: string): string {
  const holder = document.createElement('div');
  holder.append(sanitizeAnnotation(content)!);
  return holder.innerHTML;
}

describe('sanitizeAnnotation', () => {
  it('keeps text, headings, lists, links and images', () => {
    expect(html('<h3>Pump 1</h3><p>Flow <b>12</b> m³/h</p><ul><li>a</li></ul>')).toBe('<h3>Pump 1</h3><p>Flow <b>12</b> m³/h</p><ul><li>a</li></ul>');
    expect(html('<img src="https://example.com/a.png" alt="a">')).toBe('<img src="https://example.com/a.png" alt="a" referrerpolicy="no-referrer">');
    expect(html('<img src="data:image/png;base64,iVBORw0KGgo=">')).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });

  it('drops scripts, event handlers, styles and frames', () => {
    expect(html('<script>window.pwned = 1</script><p>ok</p>')).toBe('<p>ok</p>');
    expect(html('<img src=x onerror="window.pwned=1">')).not.toContain('onerror');
    expect(html('<p onclick="x()" style="position:fixed">t</p>')).toBe('<p>t</p>');
    expect(html('<iframe src="https://example.com"></iframe><svg><script>1</script></svg><object data="x"></object>')).toBe('');
    expect(html('<form action="https://evil"><input name="q"></form>')).toBe('');
  });

  it('opens links in a new tab without an opener and refuses script URLs', () => {
    expect(html('<a href="https://example.com/x">x</a>')).toBe('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a>');
    expect(html('<a href="javascript:alert(1)">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    expect(html('<a href=" JaVaScRiPt:alert(1)">x</a>')).not.toContain('href');
    expect(html('<a href="data:text/html,<script>1</script>">x</a>')).not.toContain('href');
    expect(html('<a href="https://x" target="_self" rel="opener">x</a>')).toBe('<a href="https://x" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('lets images come only from http(s) or data:image', () => {
    expect(html('<img src="javascript:alert(1)">')).not.toContain('src');
    expect(html('<img src="data:text/html;base64,PHNjcmlwdD4=">')).not.toContain('src');
    expect(html('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).not.toContain('src');
    expect(html('<img src="file:///etc/passwd">')).not.toContain('src');
    expect(html('<img src="x"><a href="/logout">l</a>')).toBe('<img referrerpolicy="no-referrer"><a target="_blank" rel="noopener noreferrer">l</a>');
  });

  it('cuts content to its limit', () => {
    const long = `<p>${'x'.repeat(ANNOTATION_MAX_LENGTH * 2)}</p>`;
    expect(html(long).length).toBeLessThanOrEqual(ANNOTATION_MAX_LENGTH + 10);
  });
});
