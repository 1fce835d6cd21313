/**
 * A generation service over HTTP (AI_MODEL_PROVIDER=http, AI_MODEL_PROVIDER_URL, AI_MODEL_PROVIDER_KEY; docs/jobs.md):
 *   POST {url}/jobs            JSON { images: [{ name, data: base64 }] }  → { id }
 *   GET  {url}/jobs/{id}       → { status: 'queued' | 'running' | 'done' | 'failed', progress?: 0–1, message?, refused? }
 *   GET  {url}/jobs/{id}/result → the GLB
 * with `Authorization: Bearer {key}`. Redirects are not followed, every call has a time limit, replies are read up to a
 * size bound, and what the service says is treated as untrusted text (clipped, never shown as markup).
 */
import type { GenerationImage, GenerationState, ModelGenerationProvider, ProviderContext } from './ai-provider.js';

/** Largest JSON reply and largest GLB read from the service. */
const MAX_JSON_BYTES = 64 * 1024;
const MAX_GLB_BYTES = 200 * 1024 * 1024;
const CALL_TIMEOUT_MS = 30_000;

/** An HTTP provider's settings. */
export interface HttpProviderSettings {
  readonly url: string;
  readonly key: string;
}

export class HttpGenerationProvider implements ModelGenerationProvider {
  readonly id = 'http' as const;
  readonly extensions = ['.png', '.jpg', '.jpeg', '.webp'] as const;
  readonly pollMs = 2000;
  private readonly base: URL;

  constructor(private readonly settings: HttpProviderSettings) {
    this.base = new URL(settings.url.endsWith('/') ? settings.url : `${settings.url}/`);
  }

  async submit(images: readonly GenerationImage[], ctx: ProviderContext): Promise<string> {
    const body = JSON.stringify({ images: images.map((i) => ({ name: i.name, data: Buffer.from(i.bytes).toString('base64') })) });
    const reply = await this.json(await this.call('jobs', ctx, { method: 'POST', body, headers: { 'content-type': 'application/json' } }));
    const id = typeof reply.id === 'string' ? reply.id : '';
    if (!/^[A-Za-z0-9._-]{1,128}$/.test(id)) throw new Error('The generation service answered without a usable job id.');
    return id;
  }

  async poll(ticket: string, ctx: ProviderContext): Promise<GenerationState> {
    const reply = await this.json(await this.call(`jobs/${encodeURIComponent(ticket)}`, ctx));
    const message = typeof reply.message === 'string' ? [...reply.message].map((ch) => (ch.charCodeAt(0) < 32 ? ' ' : ch)).join('').slice(0, 300) : '';
    switch (reply.status) {
      case 'done': return { state: 'done' };
      case 'failed': return { state: 'failed', reason: message || 'The generation service failed.', input: reply.refused === true };
      case 'queued':
      case 'running': {
        const progress = typeof reply.progress === 'number' && Number.isFinite(reply.progress) ? Math.max(0, Math.min(1, reply.progress)) : 0;
        return { state: 'running', progress };
      }
      default: throw new Error('The generation service answered with an unknown status.');
    }
  }

  async fetchResult(ticket: string, ctx: ProviderContext): Promise<Uint8Array> {
    const response = await this.call(`jobs/${encodeURIComponent(ticket)}/result`, ctx);
    return readBounded(response, MAX_GLB_BYTES);
  }

  private async call(path: string, ctx: ProviderContext, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.base);
    if (url.origin !== this.base.origin) throw new Error('The generation service address is not usable.');
    const response = await fetch(url, {
      ...init, redirect: 'error',
      headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${this.settings.key}`, accept: 'application/json, model/gltf-binary' },
      signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(CALL_TIMEOUT_MS)]),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`The generation service answered HTTP ${response.status}.`);
    }
    return response;
  }

  private async json(response: Response): Promise<Record<string, unknown>> {
    const bytes = await readBounded(response, MAX_JSON_BYTES);
    try {
      const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // below
    }
    throw new Error('The generation service answered with something other than a JSON object.');
  }
}

/** A response's body, refused past `max` bytes as it arrives. */
async function readBounded(response: Response, max: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > max) {
    await response.body?.cancel();
    throw new Error(`The generation service's reply is larger than ${max} bytes.`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new Error(`The generation service's reply is larger than ${max} bytes.`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
