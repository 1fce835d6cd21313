import { describe, expect, it } from 'vitest';
import { imagesProblem } from './image-check.js';

const info = { provider: 'local-relief' as const, extensions: ['.png', '.jpg', '.jpeg'], points: 20, maxImages: 3, maxImageBytes: 1000 };

describe('images a generation takes', () => {
  it('takes one to three images of the provider\'s types within the size', () => {
    expect(imagesProblem([{ name: 'a.PNG', size: 10 }, { name: 'b.jpeg', size: 1000 }], info)).toBeUndefined();
  });
  it('says what is wrong before any point is spent', () => {
    expect(imagesProblem([], info)).toEqual({ key: 'aiModel.noImages' });
    expect(imagesProblem([1, 2, 3, 4].map((i) => ({ name: `${i}.png`, size: 1 })), info)).toEqual({ key: 'aiModel.tooMany', vars: { max: 3 } });
    expect(imagesProblem([{ name: 'a.webp', size: 1 }], info)).toEqual({ key: 'aiModel.format', vars: { name: 'a.webp', formats: '.png .jpg .jpeg' } });
    expect(imagesProblem([{ name: 'a.png', size: 1001 }], info)?.key).toBe('aiModel.tooLarge');
  });
});
