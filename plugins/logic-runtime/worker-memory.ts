// The memory a dedicated worker holds, measured by the page (Chromium's performance.measureUserAgentSpecificMemory).

/** One attribution of a measurement's breakdown entry (the part of the result we read). */
interface MemoryAttribution {
  readonly url?: string;
  readonly scope?: string;
}

/** A measurement's result (the part we read). */
interface MemoryMeasurement {
  readonly breakdown: readonly { readonly bytes: number; readonly attribution: readonly MemoryAttribution[] }[];
}

type MeasureMemory = () => Promise<MemoryMeasurement>;

/** Bytes attributed in a measurement to dedicated workers whose script URL `isWorker` accepts (0 when none is in it). */
export function workerBytes(measurement: MemoryMeasurement, isWorker: (url: string) => boolean): number {
  let bytes = 0;
  for (const entry of measurement.breakdown) {
    if (entry.attribution.some((a) => a.scope === 'DedicatedWorkerGlobalScope' && typeof a.url === 'string' && isWorker(a.url))) bytes += entry.bytes;
  }
  return bytes;
}

/**
 * A function measuring the bytes the dedicated workers whose script URL `isWorker` accepts hold, or undefined where the browser
 * cannot: the API exists only in Chromium and only in a cross-origin isolated page (the player's pages send COOP
 * same-origin and COEP credentialless). Each call may take seconds: without a flag, Chromium answers at its next
 * garbage collection (or after a time limit of its own).
 */
export function workerMemoryMeter(isWorker: (url: string) => boolean, scope: typeof globalThis = globalThis): (() => Promise<number>) | undefined {
  const measure = (scope.performance as { measureUserAgentSpecificMemory?: MeasureMemory } | undefined)?.measureUserAgentSpecificMemory;
  if (!scope.crossOriginIsolated || typeof measure !== 'function') return undefined;
  return async () => workerBytes(await measure.call(scope.performance), isWorker);
}
