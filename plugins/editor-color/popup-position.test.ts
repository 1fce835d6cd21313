import { describe, expect, it } from 'vitest';
import { placePopup } from './popup-position.js';

const viewport = { width: 1280, height: 800 };
const size = { width: 280, height: 200 };

describe('placePopup', () => {
  it('goes below the swatch with right edges aligned', () => {
    expect(placePopup({ left: 1100, right: 1200, top: 100, bottom: 122 }, viewport, size)).toEqual({ left: 920, top: 126 });
  });
  it('is kept 226 px above the viewport bottom', () => {
    expect(placePopup({ left: 1100, right: 1200, top: 700, bottom: 722 }, viewport, size).top).toBe(800 - 226);
  });
  it('moves higher when the whole popup needs the room, never above the top edge', () => {
    expect(placePopup({ left: 0, right: 300, top: 700, bottom: 722 }, viewport, { width: 280, height: 500 }).top).toBe(292);
    expect(placePopup({ left: 0, right: 300, top: 10, bottom: 30 }, viewport, { width: 280, height: 900 }).top).toBe(8);
  });
  it('stays inside the viewport horizontally', () => {
    expect(placePopup({ left: 0, right: 50, top: 0, bottom: 20 }, viewport, size).left).toBe(8);
  });
});
