// A Prometheus histogram whose counts are plain numbers per label set, read by the registry when scraped. prom-client's
// Histogram builds and hashes the label set on every observe, even through a child (1–2 µs a request, issue 28); here
// the caller holds its series (one per route and method) and an observation is a bucket search and three additions.
// The registry prints it exactly as it prints a prom-client Histogram (same value objects, same order).
import type { Metric, MetricValueWithName, Registry } from 'prom-client';

/** One label set's counts: per bucket (not cumulative; the last is +Inf), their sum and count. */
export interface HistogramSeries<L extends string> {
  readonly labels: Readonly<Record<L, string>>;
  readonly buckets: number[];
  sum: number;
  count: number;
}

/** A metric as the registry reads it. */
interface Exported {
  name: string;
  help: string;
  type: 'histogram';
  aggregator: 'sum';
  values: MetricValueWithName<string>[];
}

export class PlainHistogram<L extends string> {
  readonly type = 'histogram' as const;
  readonly aggregator = 'sum' as const;
  private series = new Map<string, HistogramSeries<L>>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly upperBounds: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Metric);
  }

  /** The series of a label set, made on first use: hold it, and observe through it. */
  seriesFor(labels: Readonly<Record<L, string>>): HistogramSeries<L> {
    const key = JSON.stringify(labels);
    let found = this.series.get(key);
    if (!found) {
      found = { labels, buckets: new Array<number>(this.upperBounds.length + 1).fill(0), sum: 0, count: 0 };
      this.series.set(key, found);
    }
    return found;
  }

  observe(series: HistogramSeries<L>, value: number): void {
    const bounds = this.upperBounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]!) i++;
    series.buckets[i]!++;
    series.sum += value;
    series.count++;
  }

  reset(): void {
    this.series = new Map();
  }

  /** What the registry prints: per series its cumulative buckets, +Inf, sum and count (as prom-client's Histogram). */
  getForPromString(): Exported {
    const values: MetricValueWithName<string>[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const s of this.series.values()) {
      let cumulative = 0;
      this.upperBounds.forEach((le, i) => {
        cumulative += s.buckets[i]!;
        values.push(sharing(s.labels, { le }, cumulative, bucketName, null));
      });
      values.push(sharing(s.labels, { le: '+Inf' }, s.count, bucketName, null));
      values.push(sharing(s.labels, {}, s.sum, `${this.name}_sum`));
      values.push(sharing(s.labels, {}, s.count, `${this.name}_count`));
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** The values with every label on each (as prom-client's Histogram.get). */
  get(): Exported {
    const metric = this.getForPromString();
    const shared = metric.values as (MetricValueWithName<string> & { sharedLabels: Record<string, string> })[];
    metric.values = shared.map(({ sharedLabels, labels, ...value }) => ({ ...value, labels: { ...labels, ...sharedLabels } }));
    return metric;
  }
}

/** A value as prom-client's Histogram hands it over: its own labels (le) apart from the series' shared ones. */
function sharing(sharedLabels: object, labels: object, value: number, metricName: string, exemplar?: null): MetricValueWithName<string> {
  return { labels, sharedLabels, value, metricName, exemplar } as unknown as MetricValueWithName<string>;
}
