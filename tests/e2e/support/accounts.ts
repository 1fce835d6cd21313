import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext } from '@playwright/test';

/** The newest registration code sent to a mailbox, read from the server's outbox table (no SMTP in tests). */
export function emailCodeFromOutbox(mailbox: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see tests/e2e/playwright.config.ts)');
  const db = new Database(join(dataDir, 'platform.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT code FROM outbox WHERE email = ? ORDER BY created_at DESC LIMIT 1').get(mailbox.toLowerCase()) as { code: string } | undefined;
    if (!row) throw new Error(`No code in the outbox for ${mailbox}`);
    return row.code;
  } finally {
    db.close();
  }
}

/** A registration form that passes every rule. */
export function newAccount(prefix = 'e2e'): { username: string; nickname: string; password: string; confirmPassword: string; mailbox: string; company: string; city: string; phone: string; position: string } {
  const id = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return { username: id, nickname: `N ${id}`, password: 'Strong#Pass1', confirmPassword: 'Strong#Pass1', mailbox: `${id}@example.com`, company: 'Acme', city: 'Shanghai', phone: '13800138000', position: 'Designer' };
}

/** Register an account through the API (email code from the outbox); returns its credentials. */
export async function registerThroughApi(request: APIRequestContext, prefix?: string): Promise<{ username: string; password: string }> {
  const form = newAccount(prefix);
  const sent = await request.post('/cloud/api/repo/kf-customer/artist-email-code', { data: { mailbox: form.mailbox } });
  if ((await sent.json()).code !== 0) throw new Error('email code refused');
  const reply = await request.post('/cloud/api/repo/kf-customer/artist-register', { data: { ...form, code: emailCodeFromOutbox(form.mailbox) } });
  const body = (await reply.json()) as { code: number; msg: string };
  if (body.code !== 0) throw new Error(`registration refused: ${body.msg}`);
  return { username: form.username, password: form.password };
}

/** Log in through the API and return the token. */
export async function apiToken(request: APIRequestContext, credentials: { username: string; password: string }): Promise<string> {
  const reply = await request.post('/cloud/api/action/login', { data: credentials });
  const body = (await reply.json()) as { code: number; data: { token: string } };
  if (body.code !== 0) throw new Error('login refused');
  return body.data.token;
}

/**
 * Put a user on a subscription plan in the server's database (there is no billing in tests), e.g. 'PROFESSIONAL' for
 * the keyframe gate.
 */
export function setUserPlan(username: string, plan: string): void {
  setUserColumn(username, 'plan', plan);
}

/** Set a user's stored-bytes total (the test's stand-in for a full disk: 100 MB fills the free plan). */
export function setUsedBytes(username: string, bytes: number): void {
  setUserColumn(username, 'used_bytes', bytes);
}

function setUserColumn(username: string, column: 'plan' | 'used_bytes', value: string | number): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see tests/e2e/playwright.config.ts)');
  const db = new Database(join(dataDir, 'platform.sqlite'), { fileMustExist: true, timeout: 10_000 });
  try {
    const changed = db.prepare(`UPDATE users SET ${column} = ? WHERE username = ?`).run(value, username).changes;
    if (changed !== 1) throw new Error(`No user ${username}`);
  } finally {
    db.close();
  }
}
