import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { topicMatches } from '../../libs/data-paths/index.js';
import { BindingRoutes } from './binding-routes.js';

interface Entry {
  readonly binding: { readonly id: string; readonly source: string; readonly topic: string };
}
const entry = (id: string, source: string, topic: string): Entry => ({ binding: { id, source, topic } });
const ids = (list: readonly Entry[]) => list.map((e) => e.binding.id);

describe('binding routes', () => {
  it('finds a message’s bindings by exact topic, by wildcard filter and by no topic, per source', () => {
    const routes = new BindingRoutes([
      entry('exact', 's1', 'plant/p1/temp'),
      entry('plus', 's1', 'plant/+/temp'),
      entry('hash', 's1', 'plant/#'),
      entry('plus2', 's1', 'plant/+/temp'),
      entry('all', 's1', ''),
      entry('other', 's2', 'plant/p1/temp'),
      entry('sys', 's1', '$SYS/#'),
    ]);
    expect(ids(routes.routesOf('s1', 'plant/p1/temp'))).toEqual(['exact', 'plus', 'plus2', 'hash', 'all']);
    expect(ids(routes.routesOf('s1', 'plant/p2/temp'))).toEqual(['plus', 'plus2', 'hash', 'all']);
    expect(ids(routes.routesOf('s1', 'plant'))).toEqual(['hash', 'all']);
    expect(ids(routes.routesOf('s1', 'office/p1/temp'))).toEqual(['all']);
    // Topics starting with $ match no filter starting with a wildcard, but a filter naming them.
    expect(ids(routes.routesOf('s1', '$SYS/broker'))).toEqual(['sys', 'all']);
    expect(ids(routes.routesOf('s2', 'plant/p1/temp'))).toEqual(['other']);
    expect(routes.routesOf('s3', 'plant/p1/temp')).toEqual([]);
    // Asked again (remembered), the same answer.
    expect(ids(routes.routesOf('s1', 'plant/p1/temp'))).toEqual(['exact', 'plus', 'plus2', 'hash', 'all']);
  });

  it('routes exactly the bindings whose filter matches the topic (generated filters and topics)', () => {
    const level = fc.constantFrom('a', 'b', 'c', '$x');
    const filterLevel = fc.constantFrom('a', 'b', 'c', '+', '$x');
    const filter = fc.oneof(
      fc.constant(''),
      fc.array(filterLevel, { minLength: 1, maxLength: 4 }).map((l) => l.join('/')),
      fc.array(filterLevel, { minLength: 0, maxLength: 3 }).map((l) => [...l, '#'].join('/')),
    );
    const topic = fc.array(level, { minLength: 1, maxLength: 4 }).map((l) => l.join('/'));
    fc.assert(fc.property(fc.array(fc.tuple(fc.constantFrom('s1', 's2'), filter), { maxLength: 30 }), fc.array(topic, { minLength: 1, maxLength: 20 }), (bound, topics) => {
      const entries = bound.map(([source, f], i) => entry(`b${i}`, source, f));
      const routes = new BindingRoutes(entries);
      for (const t of [...topics, ...topics]) {
        for (const source of ['s1', 's2']) {
          const expected = entries.filter((e) => e.binding.source === source && (!e.binding.topic || topicMatches(e.binding.topic, t)));
          expect(ids(routes.routesOf(source, t)).sort()).toEqual(ids(expected).sort());
        }
      }
    }));
  });
});
