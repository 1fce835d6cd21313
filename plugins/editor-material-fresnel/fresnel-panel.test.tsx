// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslate, materialFresnelDescriptor, readMaterialFresnel, propertyValueJson } from '../../sdk/index.js';
import type { JsonValue, MaterialFresnelKind, NotificationService, PropertyEditorProps, MaterialFresnelSet } from '../../sdk/index.js';
import { addFresnel, deleteFresnel, editFresnel, fresnelKindsOf } from './fresnel-edits.js';
import { createFresnelPanel } from './fresnel-panel.js';
import { materialFresnelLocales } from './locales.js';

afterEach(cleanup);

function setup(kinds: readonly MaterialFresnelKind[]) {
  const messages: string[] = [];
  const notifications = { error: (m: string) => { messages.push(m); } } as unknown as NotificationService;
  const Panel = createFresnelPanel({ t: createTranslate(undefined, materialFresnelLocales), notifications });
  const writes: JsonValue[] = [];
  const show = (value: JsonValue) => {
    cleanup();
    const props: PropertyEditorProps<'materialFresnel'> = {
      descriptor: materialFresnelDescriptor(kinds), value: value as MaterialFresnelSet, nodeIds: ['m'], readOnly: false,
      onChange: (v) => { writes.push(propertyValueJson(v)); }, beginGesture: () => {}, endGesture: () => {},
    };
    render(<Panel {...props} />);
  };
  return { messages, writes, show };
}

describe('material fresnel panel', () => {
  it('offers the slots of the material type and adds the chosen one with Babylon defaults', () => {
    const { writes, show } = setup(['diffuse', 'opacity', 'emissive']);
    show({});
    expect(screen.getByText('No fresnel terms')).toBeTruthy();
    const options = [...(screen.getByTestId('fresnel-add-kind') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['diffuse', 'opacity', 'emissive']);
    fireEvent.change(screen.getByTestId('fresnel-add-kind'), { target: { value: 'emissive' } });
    fireEvent.click(screen.getByTestId('fresnel-add'));
    expect(writes.at(-1)).toEqual({ emissive: { enabled: true, bias: 0, power: 1, leftColor: { r: 1, g: 1, b: 1 }, rightColor: { r: 0, g: 0, b: 0 } } });
  });

  it('edits bias, power, colours and enabled, deletes a term, and refuses a number out of range', () => {
    const { writes, messages, show } = setup(['diffuse', 'opacity', 'reflection', 'refraction', 'emissive']);
    const stored = { diffuse: { enabled: true, bias: 0.1, power: 2, leftColor: { r: 1, g: 0, b: 0 }, rightColor: { r: 0, g: 0, b: 1 } } };
    show(stored);
    expect((screen.getByTestId('fresnel-diffuse-left') as HTMLInputElement).value).toBe('#ff0000');
    const bias = screen.getByTestId('fresnel-diffuse-bias') as HTMLInputElement;
    fireEvent.blur(bias, { target: { value: '0.4' } });
    expect(readMaterialFresnel(writes.at(-1)).diffuse?.bias).toBe(0.4);
    fireEvent.blur(screen.getByTestId('fresnel-diffuse-power'), { target: { value: '99' } });
    expect(messages).toEqual(['Power must be a number from 0 to 16']);
    expect(writes).toHaveLength(1);
    fireEvent.change(screen.getByTestId('fresnel-diffuse-right'), { target: { value: '#00ff00' } });
    expect(readMaterialFresnel(writes.at(-1)).diffuse?.rightColor).toEqual({ r: 0, g: 1, b: 0 });
    fireEvent.click(screen.getByTestId('fresnel-diffuse-enabled'));
    expect(readMaterialFresnel(writes.at(-1)).diffuse?.enabled).toBe(false);
    fireEvent.click(screen.getByTestId('fresnel-diffuse-delete'));
    expect(writes.at(-1)).toEqual({});
  });

  it('edits as pure functions; reading drops unknown slots and clamps numbers', () => {
    const set = addFresnel({}, 'opacity');
    expect(addFresnel(set, 'opacity')).toBe(set);
    expect(editFresnel(set, 'opacity', { power: 3 }).opacity?.power).toBe(3);
    expect(editFresnel(set, 'diffuse', { power: 3 })).toBe(set);
    expect(deleteFresnel(set, 'opacity')).toEqual({});
    expect(readMaterialFresnel({ bogus: {}, diffuse: { bias: 5, power: -1, leftColor: 'red' } })).toEqual({
      diffuse: { enabled: true, bias: 1, power: 0, leftColor: { r: 1, g: 1, b: 1 }, rightColor: { r: 0, g: 0, b: 0 } },
    });
    expect(fresnelKindsOf(materialFresnelDescriptor(['emissive', 'diffuse']))).toEqual(['diffuse', 'emissive']);
  });
});
