import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { ServerMetrics } from './metrics.js';

async function scrape(metrics: ServerMetrics) {
  const families = parsePrometheusTextFormat(await metrics.registry.metrics());
  const requests = families.find((f) => f.name === 'http_requests_total')!;
  // The text parser folds labelled histograms into one sample: the counts are read from prom-client itself.
  const latency = await metrics.requestSeconds.get();
  return {
    answered: Object.fromEntries(requests.metrics.map((m) => [`${m.labels?.method} ${m.labels?.route} ${m.labels?.status} ${m.labels?.instance}`, Number(m.value)])),
    timed: Object.fromEntries(latency.values.filter((v) => v.metricName === 'http_request_duration_seconds_count').map((v) => [`${v.labels.method} ${v.labels.route}`, v.value])),
  };
}

describe('ServerMetrics.countAnswer', () => {
  it('counts each route\'s answers by status, the same counts at every scrape, and times every answer', async () => {
    const metrics = new ServerMetrics('node-t');
    const answer = (method: string, route: string, status: number, seconds: number) => metrics.countAnswer(metrics.routeCounts(method, route), status, seconds);
    const route = '/cloud/api/repo/kf-project/get-all';
    answer('GET', route, 200, 0.002);
    answer('GET', route, 200, 0.003);
    answer('GET', route, 404, 0.001);
    answer('POST', '/cloud/api/action/login', 200, 0.2);
    expect(await scrape(metrics)).toEqual({
      answered: { [`GET ${route} 200 node-t`]: 2, [`GET ${route} 404 node-t`]: 1, 'POST /cloud/api/action/login 200 node-t': 1 },
      timed: { [`GET ${route}`]: 3, 'POST /cloud/api/action/login': 1 },
    });

    answer('GET', route, 200, 0.002);
    const again = await scrape(metrics);
    expect(again.answered[`GET ${route} 200 node-t`]).toBe(3);
    expect(again.answered[`GET ${route} 404 node-t`]).toBe(1);
    expect(again.timed[`GET ${route}`]).toBe(4);
  });
});
