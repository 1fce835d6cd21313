// Type tests: the compiler checks editors and node types against the property-type → value-type map. Each
// `@ts-expect-error` line fails the type check (`npm run typecheck`) if the line it marks compiles, so these
// tests fail when the typing is loosened; the `expectTypeOf` checks run under Vitest too.
import { describe, expectTypeOf, it } from 'vitest';
import { defineContributionPoint } from '../kernel/contribution-point.js';
import type { ContributionPoint } from '../kernel/contribution-point.js';
import type { PluginContext } from '../kernel/plugin.js';
import type { PropertyDescriptor } from './descriptor.js';
import { PropertyEditors, type NodeTypeContribution, type PropertyEditor, type PropertyEditorContribution, type PropertyEditorProps } from './points.js';
import type { PropertyValueOf } from './property-values.js';
import type { Vector3Value } from './values.js';

// A third party's own property type, declared by declaration merging.
declare module './property-values.js' {
  interface PropertyValueTypes {
    'typetest.rating': number;
  }
}

const titles = { en: 'T', 'zh-CN': 'T', 'zh-TW': 'T' };
const contribute = <T>(point: ContributionPoint<T>, value: T) => ({ point, value });
const numberEditor = (props: PropertyEditorProps<'number'>) => { props.onChange(props.value === props.value ? 1 : 0); return null; };
const stringEditor = (props: PropertyEditorProps<'string'>) => { props.onChange('x'); return null; };

describe('typed property values', () => {
  it('maps each property type to its value type', () => {
    expectTypeOf<PropertyValueOf<'number'>>().toEqualTypeOf<number>();
    expectTypeOf<PropertyValueOf<'string'>>().toEqualTypeOf<string>();
    expectTypeOf<PropertyValueOf<'vector3'>>().toEqualTypeOf<Vector3Value | readonly number[]>();
    expectTypeOf<PropertyValueOf<'typetest.rating'>>().toEqualTypeOf<number>();
    expectTypeOf<PropertyEditorProps<'number'>['onChange']>().parameter(0).toEqualTypeOf<number>();
  });

  it('accepts an editor whose props match its types, and refuses one whose value type does not', () => {
    contribute(PropertyEditors, { types: ['number'], component: numberEditor });
    contribute(PropertyEditors, { types: ['string', 'text'], component: (p: PropertyEditorProps<'string' | 'text'>) => { p.onChange(''); return null; } });
    contribute(PropertyEditors, { types: ['typetest.rating'], component: (p: PropertyEditorProps<'typetest.rating'>) => { p.onChange(5); return null; } });
    // @ts-expect-error a string editor is not an editor for 'number' properties
    contribute(PropertyEditors, { types: ['number'], component: stringEditor });
    // @ts-expect-error a number editor is not an editor for 'vector3' properties
    contribute(PropertyEditors, { types: ['vector3'], component: numberEditor });
    const typed: PropertyEditor<'number'> = { types: ['number'], component: numberEditor };
    expectTypeOf(typed).toMatchTypeOf<PropertyEditorContribution>();
    // @ts-expect-error PropertyEditor<'number'> names only 'number' types
    const wrongTypes: PropertyEditor<'number'> = { types: ['string'], component: numberEditor };
    void wrongTypes;
    const mounted: PropertyEditor<'number'> = {
      types: ['number'],
      mount: (_element, props) => {
        const sub = props.subscribe((p) => {
          // @ts-expect-error a number property's onChange takes a number
          p.onChange('not a number');
        });
        return { dispose: () => sub.unsubscribe() };
      },
    };
    void mounted;
  });

  it('refuses a node type default of the wrong type', () => {
    const good: PropertyDescriptor[] = [
      { name: 'height', type: 'number', rank: 1, propertyGroup: 'base', default: 3, titles },
      { name: 'position', type: 'vector3', rank: 2, propertyGroup: 'base', default: { x: 0, y: 0, z: 0 }, titles },
    ];
    const node: NodeTypeContribution = { id: 'TypeTestPole', titles, descriptors: good };
    const wrong: NodeTypeContribution = {
      id: 'TypeTestWrong', titles,
      // @ts-expect-error a 'number' property's default is a number
      descriptors: [{ name: 'width', type: 'number', rank: 3, propertyGroup: 'base', default: 'wide', titles }],
    };
    // @ts-expect-error a 'boolean' property's default is not a string
    const flag: PropertyDescriptor = { name: 'on', type: 'boolean', rank: 0, propertyGroup: 'base', default: 'yes', titles };
    // @ts-expect-error a property type must be declared in PropertyValueTypes
    const undeclared: PropertyDescriptor = { name: 'x', type: 'typetest.undeclared', rank: 0, propertyGroup: 'base', titles };
    void node; void wrong; void flag; void undeclared;
  });

  it('types a contribution through the plugin context the same way', () => {
    const activate = (ctx: PluginContext) => {
      ctx.contribute(PropertyEditors, { types: ['number'], component: numberEditor });
      // @ts-expect-error through ctx.contribute too
      ctx.contribute(PropertyEditors, { types: ['number'], component: stringEditor });
    };
    expectTypeOf(activate).toBeFunction();
    expectTypeOf(defineContributionPoint<number>('x')).toEqualTypeOf<ContributionPoint<number>>();
  });
});
