import { PublishLimits, utf8ByteLength, WireLimits } from '../../sdk/endpoints.js';
import type { PublishLinkVo, UpsertPublishLinkBody } from '../../sdk/endpoints.js';
import { gatedBodyOf, gatedProblemsOf, linkGatedForm, newGatedForm, type GatedField, type GatedForm } from './gated-form.js';

/** The publish dialog's fields as the user types them (texts, as inputs hold them). */
export interface PublishForm {
  readonly title: string;
  readonly category: string;
  readonly group: string;
  /** Ask visitors for a password. */
  readonly protect: boolean;
  /** A new password; empty keeps the link's present one (when it has one). */
  readonly password: string;
  /** Last day the link opens, `YYYY-MM-DD` (local), or empty: never expires. */
  readonly expires: string;
  /** Visits the link allows in all, or empty: no limit of its own. */
  readonly visitLimit: string;
  readonly allowCopy: boolean;
  /** The plan-gated settings (watermark, loading page, poster style). */
  readonly gates: GatedForm;
}

/** A field of the form. */
export type PublishField = 'title' | 'category' | 'group' | 'password' | 'expires' | 'visitLimit' | GatedField;

/** Why a field is refused: a text key of the plugin's locales and its values. */
export interface FieldProblem {
  readonly key: string;
  readonly values?: Record<string, string | number>;
}

/** The form of a new link of a scene: its name and category, no password, no limits. */
export function newLinkForm(sceneName: string, category: string): PublishForm {
  return { title: sceneName.slice(0, 50), category, group: '', protect: false, password: '', expires: '', visitLimit: '', allowCopy: false, gates: newGatedForm() };
}

/** `YYYY-MM-DD` of a time in local time. */
export function localDay(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The form showing an existing link's settings (its password is never sent back: only whether it has one). */
export function linkForm(link: PublishLinkVo): PublishForm {
  return {
    title: link.title, category: link.category, group: link.group, protect: link.hasPassword, password: '',
    expires: link.expiresAt === null ? '' : localDay(link.expiresAt),
    visitLimit: link.visitLimit === null ? '' : String(link.visitLimit), allowCopy: link.allowCopy, gates: linkGatedForm(link),
  };
}

/** The end (last millisecond, local time) of a `YYYY-MM-DD` day, or undefined when it is not a real date. */
export function endOfDay(day: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d, 23, 59, 59, 999);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return undefined;
  return date.getTime();
}

function textProblem(value: string, bytes: number): FieldProblem | undefined {
  return utf8ByteLength(value.trim()) > bytes ? { key: 'publish.error.tooLong', values: { max: bytes, chars: Math.floor(bytes / 3) } } : undefined;
}

/**
 * What is wrong with the form, field by field (empty when it can be sent). `hasPassword`: the link being changed has a
 * password already, so an empty password field keeps it. Checked here with the contract's limits so the user reads why
 * in their language before anything is sent; the server checks the same again.
 */
export function problemsOf(form: PublishForm, now: number, hasPassword = false): Partial<Record<PublishField, FieldProblem>> {
  const out: Partial<Record<PublishField, FieldProblem>> = { ...gatedProblemsOf(form.gates) };
  if (form.title.trim() === '') out.title = { key: 'publish.error.titleRequired' };
  else {
    const p = textProblem(form.title, PublishLimits.textBytes);
    if (p) out.title = p;
  }
  const category = textProblem(form.category, WireLimits.categoryBytes);
  if (category) out.category = category;
  const group = textProblem(form.group, PublishLimits.textBytes);
  if (group) out.group = group;
  if (form.protect) {
    if (form.password === '' && !hasPassword) out.password = { key: 'publish.error.passwordRequired' };
    else if (form.password.length > PublishLimits.passwordChars) out.password = { key: 'publish.error.passwordTooLong', values: { max: PublishLimits.passwordChars } };
    else if (form.password.includes('\u0000')) out.password = { key: 'publish.error.passwordBad' };
  }
  if (form.expires !== '') {
    const end = endOfDay(form.expires);
    if (end === undefined || end > PublishLimits.maxExpiresAt) out.expires = { key: 'publish.error.expiresInvalid' };
    else if (end <= now) out.expires = { key: 'publish.error.expiresPast' };
  }
  if (form.visitLimit.trim() !== '') {
    const text = form.visitLimit.trim();
    const n = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < 1 || n > PublishLimits.maxVisitLimit) {
      out.visitLimit = { key: 'publish.error.visitLimit', values: { max: PublishLimits.maxVisitLimit.toLocaleString('en') } };
    }
  }
  return out;
}

/**
 * The upsert body of a valid form: a new link of `sceneUuid`, or the settings of `link`. Every setting is sent, so the
 * link ends up as the form shows it; the password only when it changes (set, or removed by turning protection off);
 * the plan-gated settings only when `gatesAllowed` (gated-form.ts).
 */
export function upsertBodyOf(form: PublishForm, target: { readonly sceneUuid: string } | { readonly link: PublishLinkVo }, gatesAllowed = false): UpsertPublishLinkBody {
  const hasPassword = 'link' in target && target.link.hasPassword;
  let password: string | null | undefined;
  if (form.protect && form.password !== '') password = form.password;
  else if (!form.protect && hasPassword) password = null;
  const body: UpsertPublishLinkBody = {
    ...('link' in target ? { linkUuid: target.link.linkUuid } : { sceneUuid: target.sceneUuid }),
    title: form.title.trim(),
    category: form.category.trim(),
    group: form.group.trim(),
    expiresAt: form.expires === '' ? null : (endOfDay(form.expires) ?? null),
    visitLimit: form.visitLimit.trim() === '' ? null : Number(form.visitLimit.trim()),
    allowCopy: form.allowCopy,
    ...gatedBodyOf(form.gates, gatesAllowed),
  };
  return password === undefined ? body : { ...body, password };
}
