import { describe, expect, it } from 'vitest';
import { checkGroupName, checkName, importName, uniqueName, uniqueNames, utf8Bytes } from './name-rules.js';
import {
  checkUpload, extensionOf, FREE_STORAGE_BYTES, gltfPairMatches, isImageFile, isKzsFile, isOverLimit, isTemporarySceneUuid,
  PROFESSIONAL_STORAGE_BYTES, storageLimitBytes, uploadKindOf,
} from './limits.js';

const MB = 1024 * 1024;

describe('name rules', () => {
  it('refuses empty names and names over 50 UTF-8 bytes', () => {
    expect(checkName('')).toBe('empty');
    expect(checkName('   ')).toBe('empty');
    expect(checkName(null)).toBe('empty');
    expect(checkName('a'.repeat(50))).toBeUndefined();
    expect(checkName('a'.repeat(51))).toBe('tooLong');
    expect(utf8Bytes('场景')).toBe(6);
    expect(checkName('场'.repeat(16))).toBeUndefined(); // 48 bytes
    expect(checkName('场'.repeat(17))).toBe('tooLong'); // 51 bytes
  });

  it('cuts import names to 50 characters without the extension', () => {
    expect(importName('model.glb')).toBe('model');
    expect(importName(`${'x'.repeat(60)}.png`)).toBe('x'.repeat(50));
    expect(Array.from(importName(`${'😀'.repeat(60)}.png`))).toHaveLength(50);
    expect(importName('.hidden')).toBe('.hidden');
  });

  it('checks group names: special characters, slash, duplicates', () => {
    expect(checkGroupName('Textures')).toBeUndefined();
    expect(checkGroupName('贴图 1')).toBeUndefined();
    expect(checkGroupName('')).toBe('empty');
    expect(checkGroupName('a/b')).toBe('specialChars');
    expect(checkGroupName('a*b')).toBe('specialChars');
    expect(checkGroupName('a<b>')).toBe('specialChars');
    expect(checkGroupName('Textures', ['Models', 'Textures'])).toBe('duplicate');
    expect(checkGroupName('x'.repeat(51))).toBe('tooLong');
  });

  it('makes names unique with .1, .2 …', () => {
    expect(uniqueName('pin', [])).toBe('pin');
    expect(uniqueName('pin', ['pin'])).toBe('pin.1');
    expect(uniqueName('pin', ['pin', 'pin.1'])).toBe('pin.2');
    expect(uniqueNames(['a', 'a', 'b', 'a'], ['a'])).toEqual(['a.1', 'a.2', 'b', 'a.3']);
  });
});

describe('limits', () => {
  it('knows the plan storage limits', () => {
    expect(storageLimitBytes('FREE')).toBe(100 * MB);
    expect(storageLimitBytes('PROFESSIONAL')).toBe(1000 * MB);
    expect(FREE_STORAGE_BYTES).toBe(100 * MB);
    expect(PROFESSIONAL_STORAGE_BYTES).toBe(1000 * MB);
  });

  it('refuses uploads over the quota with insufficient space', () => {
    expect(checkUpload('FREE', 99 * MB, MB)).toEqual({ ok: true });
    expect(checkUpload('FREE', 99 * MB, MB + 1)).toEqual({ ok: false, key: 'error.insufficientSpace' });
    expect(checkUpload('PROFESSIONAL', 99 * MB, 2 * MB)).toEqual({ ok: true });
    expect(checkUpload('PROFESSIONAL', 999 * MB, 2 * MB)).toEqual({ ok: false, key: 'error.insufficientSpace' });
  });

  it('refuses even an empty addition with space at maximum once the limit is reached', () => {
    expect(checkUpload('FREE', 100 * MB - 1, 1)).toEqual({ ok: true });
    expect(checkUpload('FREE', 100 * MB, 0)).toEqual({ ok: false, key: 'error.spaceAtMax' });
    expect(checkUpload('FREE', 100 * MB + 5, 1)).toEqual({ ok: false, key: 'error.spaceAtMax' });
  });

  it('needs the higher plan for models over 100 MB and refuses documents of 200 MB', () => {
    expect(checkUpload('FREE', 0, 101 * MB, 'model')).toEqual({ ok: false, key: 'error.upgrade' });
    expect(checkUpload('PROFESSIONAL', 0, 101 * MB, 'model')).toEqual({ ok: true });
    expect(checkUpload('PROFESSIONAL', 0, 200 * MB, 'document')).toEqual({ ok: false, key: 'resource.documentTooLarge' });
    expect(checkUpload('PROFESSIONAL', 0, 199 * MB, 'document')).toEqual({ ok: true });
  });

  it('says over the limit when used MB reach the limit', () => {
    expect(isOverLimit(100 * MB, 'FREE')).toBe(true);
    expect(isOverLimit(100 * MB - 1, 'FREE')).toBe(false);
    expect(isOverLimit(100 * MB, 'PROFESSIONAL')).toBe(false);
  });

  it('recognises file kinds', () => {
    for (const ok of ['a.png', 'b.JPG', 'c.jpeg', 'd.tga', 'e.bmp', 'f.dds', 'g.webp', 'h.basis', 'i.ktx2', 'j.hdr']) expect(isImageFile(ok), ok).toBe(true);
    for (const bad of ['a.gif', 'b.svg', 'png', 'c.png.exe']) expect(isImageFile(bad), bad).toBe(false);
    expect(isKzsFile('scene.KZS')).toBe(true);
    expect(isKzsFile('scene.zip')).toBe(false);
    expect(extensionOf('a.b.Glb')).toBe('.glb');
    expect(uploadKindOf('m.glb')).toBe('model');
    expect(uploadKindOf('d.pdf')).toBe('document');
    expect(gltfPairMatches('car.gltf', 'car.bin')).toBe(true);
    expect(gltfPairMatches('car.gltf', 'truck.bin')).toBe(false);
  });

  it('recognises temporary scene uuids', () => {
    expect(isTemporarySceneUuid(null)).toBe(true);
    expect(isTemporarySceneUuid('+1763770000000')).toBe(true);
    expect(isTemporarySceneUuid(1763770000000)).toBe(true);
    expect(isTemporarySceneUuid('1763770000000')).toBe(true);
    expect(isTemporarySceneUuid('5f1c2e4a-0000-4000-8000-000000000000')).toBe(false);
    expect(isTemporarySceneUuid(12345)).toBe(false);
  });
});
