import { describe, expect, it } from 'vitest';
import { titleLines } from './poster.js';
import { blobOfDataUrl, fileNameOf } from './download.js';

// One unit a character: the poster's title wrapping without a canvas.
const measure = (text: string) => [...text].length * 10;

describe('poster title lines', () => {
  it('keeps a short title on one line', () => {
    expect(titleLines(measure, '  Lobby  ', 200)).toEqual(['Lobby']);
  });
  it('breaks a Latin title at a space and cuts the second line with an ellipsis', () => {
    expect(titleLines(measure, 'The grand hall of the northern museum at night', 200)).toEqual(['The grand hall of', 'the northern museum…']);
  });
  it('breaks a Chinese title between characters', () => {
    expect(titleLines(measure, '智慧园区数字孪生展示场景第一期工程总览图', 100)).toEqual(['智慧园区数字孪生展示', '场景第一期工程总览图']);
    expect(titleLines(measure, '智慧园区数字孪生展示场景第一期工程总览图和更多', 100)).toEqual(['智慧园区数字孪生展示', '场景第一期工程总览…']);
  });
});

describe('downloads', () => {
  it('names files after the title, keeping letters and CJK', () => {
    expect(fileNameOf('Demo scene', 'qr')).toBe('Demo-scene-qr.png');
    expect(fileNameOf('展厅 / 2026?', 'poster')).toBe('展厅-2026-poster.png');
    expect(fileNameOf('../..', 'qr')).toBe('scene-qr.png');
  });
  it('turns a data URL into a blob of its bytes and type', async () => {
    const blob = blobOfDataUrl(`data:image/png;base64,${Buffer.from([137, 80, 78, 71]).toString('base64')}`);
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });
});
