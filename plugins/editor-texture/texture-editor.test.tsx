// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BUILTIN_RESOURCE_MIME, MIXED, propertyValueJson } from '../../sdk/index.js';
import { fillPath } from '../../sdk/endpoints.js';
import type { ApiService, JsonValue, PropertyDescriptor, PropertyEditorProps, TextureValue } from '../../sdk/index.js';
import { TextureCatalogue, textureFileName, uploadedFits, uploadedTextureUrl } from './texture-catalogue.js';
import { createTextureEditor, droppedTexture } from './texture-editor.js';

afterEach(cleanup);

const CATALOGUE: Record<string, Record<string, unknown>[]> = {
  '/repo/kf-resource/build-in-images': [{ uuid: 'i1', name: 'Checker', url: '/cloud/builtin/checker.png' }, { uuid: 'i2', name: 'No url' }],
  '/repo/kf-resource/build-in-hdrs': [{ uuid: 'h1', name: 'Studio', url: '/cloud/builtin/studio.hdr' }],
};

function catalogueApi(calls: string[]): ApiService {
  return {
    call: async ({ path }: { path: string }) => {
      calls.push(path);
      return CATALOGUE[path];
    },
  } as unknown as ApiService;
}

function editor(descriptor: Partial<PropertyDescriptor>, value: JsonValue | typeof MIXED, calls: string[] = []) {
  const written: JsonValue[] = [];
  const warnings: string[] = [];
  const errors: string[] = [];
  const gestures: string[] = [];
  const Editor = createTextureEditor({
    catalogue: new TextureCatalogue(catalogueApi(calls)),
    notifications: { warning: (text: string) => warnings.push(text), error: (text: string) => errors.push(text) } as never,
    t: (key, values) => (values ? `${key}:${JSON.stringify(values)}` : key),
    activeSceneId: () => '+1700000000000',
  });
  const props: PropertyEditorProps<'texture'> = {
    descriptor: { name: 'backgroundImage', ...descriptor, type: 'texture' } as PropertyDescriptor<'texture'>,
    value: value as TextureValue | typeof MIXED, // may be malformed on purpose: the editor reads what a scene file holds
    nodeIds: ['scene'],
    readOnly: false,
    onChange: (v, gesture) => { written.push(propertyValueJson(v)); if (gesture) gestures.push(`edit ${gesture}`); },
    beginGesture: (g) => gestures.push(`begin ${g}`),
    endGesture: (g) => gestures.push(`end ${g}`),
  };
  render(<Editor {...props} />);
  return { written, warnings, errors, gestures };
}

describe('texture editor', () => {
  it('offers the catalogue images (items without a url left out) and writes the chosen url', async () => {
    const calls: string[] = [];
    const { written } = editor({}, '', calls);
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(['texture.none', 'Checker']));
    fireEvent.change(select, { target: { value: '/cloud/builtin/checker.png' } });
    expect(written).toEqual(['/cloud/builtin/checker.png']);
    expect((screen.getByText('texture.clear') as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toEqual(['/repo/kf-resource/build-in-images']);
  });

  it('draws an environment property from the HDR list and shows a value outside the catalogue by its file name', async () => {
    const { written } = editor({ name: 'environmentUrl', options: { environment: true } }, '/cloud/api/assets/my%20sky.hdr');
    const select = screen.getByTestId('texture-select-environmentUrl') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(3));
    expect(select.value).toBe('/cloud/api/assets/my%20sky.hdr');
    expect([...select.options].map((o) => o.textContent)).toEqual(['texture.none', 'texture.other:{"name":"my sky.hdr"}', 'Studio']);
    fireEvent.click(screen.getByText('texture.clear'));
    expect(written).toEqual(['']);
  });

  it('shows ?? for differing values', async () => {
    editor({}, MIXED);
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.selectedOptions[0].textContent).toBe('??');
  });

  it('takes a dropped catalogue image and refuses another kind with a message', async () => {
    const { written, warnings } = editor({}, '');
    const target = screen.getByTestId('texture-backgroundImage');
    const drop = (payload: unknown) => {
      const data = JSON.stringify(payload);
      fireEvent.drop(target, { dataTransfer: { types: [BUILTIN_RESOURCE_MIME], getData: () => data } });
    };
    drop({ kind: 'image', item: { name: 'Checker', url: '/cloud/builtin/checker.png' } });
    drop({ kind: 'hdr', item: { name: 'Studio', url: '/cloud/builtin/studio.hdr' } });
    drop({ kind: 'image', item: { name: 'bricks_normal', url: '/cloud/builtin/bricks_normal.png' } });
    expect(written).toEqual([{ url: '/cloud/builtin/checker.png', name: 'Checker' }, { url: '/cloud/builtin/bricks_normal.png', name: 'bricks_normal', gammaSpace: false }]);
    expect(warnings).toEqual(['texture.wrongKind']);
  });
});

describe('texture editor menu, preview and gradient editor', () => {
  const GRADIENT = { type: 'linear', deg: 90, colors: [{ red: 0, green: 0, blue: 0, alpha: 1, pct: 0 }, { red: 255, green: 255, blue: 255, alpha: 1, pct: 100 }] };

  it('picks a gradient preset and a texture preset from the right-click menu', async () => {
    const { written } = editor({}, '');
    const preview = screen.getByTestId('texture-preview-backgroundImage');
    expect((preview as HTMLCanvasElement).width).toBe(60);
    fireEvent.contextMenu(preview);
    fireEvent.click(screen.getByTestId('texture-menu-gradients'));
    expect(screen.getByTestId('texture-menu-gradient-list').children).toHaveLength(10);
    fireEvent.click(screen.getByTestId('texture-gradient-preset-1'));
    expect(screen.queryByTestId('texture-menu')).toBeNull();
    fireEvent.contextMenu(preview);
    fireEvent.click(screen.getByTestId('texture-menu-textures'));
    expect(screen.getByTestId('texture-menu-texture-list').children).toHaveLength(52);
    fireEvent.click(screen.getByTestId('texture-preset-bricks-2'));
    expect(written[0]).toMatchObject({ type: 'linear', deg: 90 });
    expect(written[1]).toEqual({ procedural: 'bricks-2' });
  });

  it('offers environment presets (the built-in HDRs) for an environment texture, as cube HDRs', async () => {
    const { written } = editor({ name: 'environmentUrl', options: { environment: true } }, '');
    await waitFor(() => expect((screen.getByRole('combobox') as HTMLSelectElement).disabled).toBe(false));
    fireEvent.contextMenu(screen.getByTestId('texture-preview-environmentUrl'));
    expect(screen.queryByTestId('texture-menu-gradients')).toBeNull();
    fireEvent.click(screen.getByTestId('texture-menu-environments'));
    fireEvent.click(within(screen.getByTestId('texture-menu-environment-list')).getByText('Studio'));
    expect(written).toEqual([{ url: '/cloud/builtin/studio.hdr', name: 'Studio', gammaSpace: false, cube: true }]);
  });

  it('refuses to save a gradient or a procedural texture as an image, and deletes', () => {
    const { written, errors } = editor({}, { procedural: 'noise-1' });
    fireEvent.contextMenu(screen.getByTestId('texture-preview-backgroundImage'));
    fireEvent.click(screen.getByTestId('texture-menu-save'));
    expect(errors).toEqual(['texture.gradientCannotBeSaved']);
    fireEvent.contextMenu(screen.getByTestId('texture-preview-backgroundImage'));
    fireEvent.click(screen.getByTestId('texture-menu-delete'));
    expect(written).toEqual(['']);
  });

  it('edits a linear gradient on double-click in one gesture', () => {
    const { written, gestures } = editor({}, GRADIENT);
    fireEvent.doubleClick(screen.getByTestId('texture-preview-backgroundImage'));
    fireEvent.change(screen.getByTestId('texture-gradient-angle'), { target: { value: '45' } });
    fireEvent.change(screen.getByTestId('texture-gradient-color-1'), { target: { value: '#ff0000' } });
    fireEvent.click(screen.getByTestId('texture-gradient-close'));
    expect(written[0]).toMatchObject({ deg: 45 });
    expect(written[1]).toMatchObject({ colors: [{ red: 0 }, { red: 255, green: 0, blue: 0 }] });
    expect(gestures[0]).toMatch(/^begin texture-gradient-/);
    expect(gestures.at(-1)).toMatch(/^end texture-gradient-/);
  });

  it('asks to save the scene first when double-clicked in an unsaved scene', () => {
    const { warnings } = editor({}, '/a.png');
    fireEvent.doubleClick(screen.getByTestId('texture-preview-backgroundImage'));
    expect(warnings).toEqual(['texture.saveSceneFirst']);
  });

  it('edits the sampling fields; a url string turns into an object', () => {
    const { written } = editor({}, '/a.png');
    fireEvent.change(screen.getByTestId('texture-field-wrapU'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('texture-field-gammaSpace'));
    fireEvent.change(screen.getByTestId('texture-field-coordinatesMode'), { target: { value: '1' } });
    expect(written).toEqual([{ url: '/a.png', wrapU: 2 }, { url: '/a.png', gammaSpace: false }, { url: '/a.png', coordinatesMode: 1 }]);
  });
});

describe('uploaded scene images', () => {
  const RESOURCES = {
    resources: [
      { name: 'logo', fileName: 'logo.png', typeId: 'image', url: '/resources/r1', size: 10 },
      { name: 'sky', fileName: 'sky.hdr', typeId: 'image', url: '/resources/r2', size: 20 },
      { name: 'manual', fileName: 'manual.pdf', typeId: 'file', url: '/resources/r3' },
    ],
  };
  const api = (calls: string[]) => ({
    baseUrl: '/cloud',
    call: async (endpoint: { path: string }, input?: { params?: Record<string, string> }) => {
      const path = fillPath(endpoint.path, input?.params);
      calls.push(path);
      return path.startsWith('/repo/kf-scene/load-resources/') ? RESOURCES : [];
    },
  }) as unknown as ApiService;

  it('lists the active scene\'s images for image properties and its .hdr files for environments, each time asked', async () => {
    const calls: string[] = [];
    const catalogue = new TextureCatalogue(api(calls), { activeId: 's1' } as never);
    expect(await catalogue.uploaded('image')).toEqual([{ name: 'logo', url: '/cloud/resources/r1?name=logo.png', size: 10, fileName: 'logo.png' }]);
    expect(await catalogue.uploaded('hdr')).toEqual([{ name: 'sky', url: '/cloud/resources/r2?name=sky.hdr', size: 20, fileName: 'sky.hdr' }]);
    expect(calls).toEqual(['/repo/kf-scene/load-resources/s1', '/repo/kf-scene/load-resources/s1']);
  });

  it('asks nothing for an unsaved scene or without one', async () => {
    const calls: string[] = [];
    expect(await new TextureCatalogue(api(calls), { activeId: '+1700000000000' } as never).uploaded('image')).toEqual([]);
    expect(await new TextureCatalogue(api(calls), { activeId: undefined } as never).uploaded('image')).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('sorts files by extension and builds the url', () => {
    expect(uploadedFits('a.HDR', 'hdr')).toBe(true);
    expect(uploadedFits('a.png', 'hdr')).toBe(false);
    expect(uploadedFits('a.png', 'image')).toBe(true);
    expect(uploadedTextureUrl('/cloud', '/resources/x', 'my sky.hdr')).toBe('/cloud/resources/x?name=my%20sky.hdr');
  });
});

describe('texture helpers', () => {
  it('reads drops and file names', () => {
    expect(droppedTexture('not json', 'image')).toBeUndefined();
    expect(droppedTexture(JSON.stringify({ kind: 'hdr', item: { url: '/a.hdr' } }), 'hdr')).toEqual({ url: '/a.hdr', name: 'a.hdr' });
    expect(droppedTexture(JSON.stringify({ kind: 'image', item: { url: '/a.png' } }), 'hdr')).toEqual({ error: 'texture.wrongKindEnvironment' });
    expect(textureFileName('/x/y/z.png?v=2')).toBe('z.png');
  });
});
