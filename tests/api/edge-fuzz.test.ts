// Property-based fuzzing of every endpoint (issue 12): generated bad input never gets a 5xx and never hangs.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { createSession } from '../../host/server/auth/sessions.js';
import { routeUrl, type AnyRouteDef } from '../../host/server/http/route-kit.js';
import { describeBackends } from './support/server.js';
import { newSceneUser } from './scenes-fixtures.js';
import { badBody, badQuery, badSegment, fieldNames, type BadBody } from './edge/bad-input.js';

/** Bad inputs per database, spread over the endpoints. */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 5000);
/** A request that takes longer is a hang. */
const REQUEST_TIMEOUT_MS = 15_000;
/** Routes that end or lock the fuzzing session (fuzzed as well, but with a throwaway session). */
const SESSION_ENDERS = /logout|session-lock|update-user$/;
/** Requests in flight at once. */
const CONCURRENCY = 6;
/** Seed of the generators (each route adds its index). */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

interface Outcome {
  readonly status: number;
  readonly label: string;
}

function fillPath(path: string, segments: readonly string[]): string {
  let i = 0;
  return path.replace(/:(\w+)|\*$/g, () => segments[i++ % segments.length] ?? 'x');
}

function multipartText(fields: Record<string, unknown>): string {
  const parts = Object.entries(fields).map(([k, v]) => `--B\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v) ?? ''}\r\n`);
  return `${parts.join('')}--B\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.kzs"\r\n\r\nPK\u0003\u0004garbage\r\n--B--\r\n`;
}

describeBackends('fuzz every endpoint', (api) => {
  it(`sends ${TOTAL_RUNS} generated bad inputs: no answer of 500 or above, none slower than ${REQUEST_TIMEOUT_MS / 1000} s`, async () => {
    const owner = await newSceneUser(api);
    const ownerRow = { id: owner.id, single_session: 0 };
    // A session of the owner made without a login (no password hashing), for calls that end or lock their session.
    const freshToken = () => createSession(api.server.db, api.clock, api.server.config, ownerRow, '127.0.0.1');
    const context = api.server.config.apiContext;
    const routes = api.server.routes.filter((r) => r.def.path !== '/docs/openapi.json');
    const runsPerRoute = Math.max(10, Math.ceil(TOTAL_RUNS / routes.length));
    let sent = 0;
    const failures: Outcome[] = [];

    const send = async (def: AnyRouteDef, token: string | undefined, segments: string[], query: Record<string, string>, body: BadBody, multipart: boolean): Promise<void> => {
      const url = new URL(`${api.server.url}${fillPath(routeUrl(def, context), segments)}`);
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
      const headers: Record<string, string> = {};
      if (token) headers.Authentication = token;
      let payload: string | undefined;
      if (def.method !== 'GET') {
        if (multipart && body.kind === 'json' && body.value && typeof body.value === 'object') {
          headers['content-type'] = 'multipart/form-data; boundary=B';
          payload = multipartText(body.value as Record<string, unknown>);
        } else {
          headers['content-type'] = 'application/json';
          payload = body.kind === 'text' ? body.text : JSON.stringify(body.value) ?? 'null';
        }
      }
      const label = `${def.method} ${url.pathname.slice(0, 120)} ${(payload ?? '').slice(0, 160)}`;
      sent++;
      let response: Response;
      try {
        response = await fetch(url, { method: def.method, headers, body: payload, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        // An event stream answers with its status and stays open: its status is the answer.
        if (def.produces === 'text/event-stream' && response.ok) await response.body?.cancel();
        else await response.arrayBuffer();
      } catch (error) {
        failures.push({ status: -1, label: `${label} → ${(error as Error).name}` });
        return;
      }
      if (response.status >= 500) failures.push({ status: response.status, label });
    };

    // Samples are drawn per route (fixed seed: a failure repeats), then sent CONCURRENCY at a time.
    const jobs: (() => Promise<void>)[] = [];
    for (const [index, route] of routes.entries()) {
      const def = route.def;
      const fields = [...fieldNames(def.body), ...fieldNames(def.query)];
      const ends = SESSION_ENDERS.test(def.path);
      const samples = fc.sample(
        fc.tuple(fc.array(badSegment, { minLength: 1, maxLength: 3 }), badQuery, badBody(fields), fc.boolean(), fc.constantFrom<'owner' | 'anonymous'>('owner', 'owner', 'owner', 'anonymous')),
        { numRuns: runsPerRoute, seed: SEED + index },
      );
      for (const [segments, query, body, asMultipart, who] of samples) {
        jobs.push(async () => {
          // Aim some segments at a real id so handlers past validation run too.
          const aimed = segments.map((s, i) => (i === 0 && s.length % 3 === 0 ? owner.projectUuid : s));
          const token = who === 'anonymous' ? undefined : ends ? await freshToken() : owner.client.token;
          await send(def, token, aimed, query, body, asMultipart || def.multipart === true);
        });
      }
    }
    let next = 0;
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) await jobs[next++]();
    }));
    expect(sent).toBeGreaterThanOrEqual(TOTAL_RUNS);
    expect(failures.slice(0, 20)).toEqual([]);
    // The server still answers.
    const health = await fetch(`${api.server.url}${context}/api/health`);
    expect(health.status).toBe(200);
  }, 600_000);
});
