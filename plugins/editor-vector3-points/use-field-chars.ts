import { useEffect, useState, type RefObject } from 'react';

/** Width of one character of the fields' 11px monospace font, in px (0.6 em). */
const CHAR_PX = 6.6;
/** Row layout (vector3-points.css): 4px padding each side, a 28px index column, three 2px gaps, 8px field padding and border. */
const ROW_CHROME_PX = 8 + 28 + 6;
const FIELD_CHROME_PX = 8;
/** Characters assumed before the list has been measured (a 46px field). */
const DEFAULT_CHARS = 5;

/** How many characters a coordinate field of the list shows without cutting, following the list's width. */
export function useFieldChars(list: RefObject<HTMLElement | null>): number {
  const [chars, setChars] = useState(DEFAULT_CHARS);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const field = (element.clientWidth - ROW_CHROME_PX) / 3 - FIELD_CHROME_PX;
      setChars(Math.max(3, Math.floor(field / CHAR_PX)));
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list.current]);
  return chars;
}
