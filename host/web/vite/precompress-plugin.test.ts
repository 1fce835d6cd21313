import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompressFolder } from './precompress-plugin.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('writes .br and .gz beside each text file of at least 1 KiB, and leaves small and binary files alone', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kf-precompress-'));
  made.push(dir);
  mkdirSync(join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(dir, 'assets', 'app.js'), script);
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(join(dir, 'assets', 'picture.png'), Buffer.alloc(4000));
  expect(precompressFolder(dir)).toBe(1);
  expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app.js.br'))).toString()).toBe(script);
  expect(gunzipSync(readFileSync(join(dir, 'assets', 'app.js.gz'))).toString()).toBe(script);
  expect(readFileSync(join(dir, 'assets', 'app.js.br')).length).toBeLessThan(script.length / 10);
  expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
  expect(existsSync(join(dir, 'assets', 'picture.png.br'))).toBe(false);
});
