import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { PlainHistogram } from './plain-histogram.js';

const buckets = [0.005, 0.01, 0.025, 0.05, 0.1];
const observations: [{ method: string; route: string }, number][] = [
  [{ method: 'GET', route: '/a' }, 0.001], [{ method: 'GET', route: '/a' }, 0.005], [{ method: 'GET', route: '/a' }, 0.07],
  [{ method: 'POST', route: '/b' }, 0.02], [{ method: 'POST', route: '/b' }, 3], [{ method: 'GET', route: '/a' }, 0.2],
];

function registry(): Registry {
  const made = new Registry();
  made.setDefaultLabels({ instance: 'node-t' });
  return made;
}

describe('PlainHistogram', () => {
  it('is scraped and read exactly as prom-client\'s Histogram with the same observations', async () => {
    const theirs = registry();
    const reference = new Histogram({ name: 'x_seconds', help: 'Time of x', labelNames: ['method', 'route'] as const, buckets, registers: [theirs] });
    const ours = registry();
    const plain = new PlainHistogram<'method' | 'route'>('x_seconds', 'Time of x', buckets, ours);
    for (const [labels, seconds] of observations) {
      reference.observe(labels, seconds);
      plain.observe(plain.seriesFor(labels), seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(plain.get()).toEqual(await reference.get());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
  });

  it('hands out one series per label set, and forgets them on reset', async () => {
    const ours = registry();
    const plain = new PlainHistogram<'route'>('y_seconds', 'Time of y', buckets, ours);
    expect(plain.seriesFor({ route: '/a' })).toBe(plain.seriesFor({ route: '/a' }));
    plain.observe(plain.seriesFor({ route: '/a' }), 0.01);
    expect(plain.seriesFor({ route: '/a' })).toMatchObject({ count: 1, sum: 0.01 });
    ours.resetMetrics();
    expect(await ours.metrics()).not.toContain('y_seconds_count');
  });
});
