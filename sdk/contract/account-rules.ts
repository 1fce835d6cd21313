import { z } from 'zod';
import { wireString, WireLimits } from './limits.js';

/** Message keys of the account rules (spec 000 §5); browser and server translate them in their own catalogues. */
export const AccountRule = {
  /** The field cannot be empty. */
  required: 'account.required',
  /** Password shorter than 8 characters. */
  passwordLength: 'account.passwordLength',
  /** Password lacks upper case, lower case, a digit or a special character. */
  passwordClasses: 'account.passwordClasses',
  /** The new password equals the old one. */
  passwordSame: 'account.passwordSame',
  /** The confirmation differs from the password. */
  confirmMismatch: 'account.confirmMismatch',
  /** The mailbox is not well formed. */
  mailbox: 'account.mailbox',
  /** The phone is not an 11-digit mobile number. */
  phone: 'account.phone',
  /** A name longer than 50 bytes. */
  nameBytes: 'account.nameBytes',
} as const;

/** Minimum password length (spec 000 §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Maximum name length in UTF-8 bytes (spec 000 §9). */
export const NAME_MAX_BYTES = 50;

/** UTF-8 byte length of a text. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

const required = wireString(WireLimits.profileChars).trim().min(1, AccountRule.required);

/** A password: at least 8 characters with upper case, lower case, digits and specials. */
export const PasswordRule = wireString(WireLimits.passwordChars)
  .min(1, AccountRule.required)
  .min(PASSWORD_MIN_LENGTH, AccountRule.passwordLength)
  .refine((value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value), AccountRule.passwordClasses);

/** A well-formed mailbox. */
export const MailboxRule = required.pipe(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, AccountRule.mailbox));

/** An 11-digit mobile number. */
export const PhoneRule = required.pipe(z.string().regex(/^1\d{10}$/, AccountRule.phone));

/** A display name: not empty, at most 50 bytes. */
export const NameRule = required.refine((value) => utf8Bytes(value) <= NAME_MAX_BYTES, AccountRule.nameBytes);

/** The registration form (artist-register), with the confirmation the browser checks. */
export const RegisterForm = z
  .object({
    username: NameRule,
    nickname: NameRule,
    password: PasswordRule,
    confirmPassword: wireString(WireLimits.passwordChars).min(1, AccountRule.required),
    mailbox: MailboxRule,
    code: required,
    company: required,
    city: required,
    phone: PhoneRule,
    position: required,
  })
  .refine((form) => form.password === form.confirmPassword, { message: AccountRule.confirmMismatch, path: ['confirmPassword'] });

/** The registration form's fields. */
export type RegisterForm = z.infer<typeof RegisterForm>;

/** A password change: the new password differs from the old and the confirmation matches. */
export const PasswordChangeForm = z
  .object({ oldPassword: wireString(WireLimits.passwordChars).min(1, AccountRule.required), newPassword: PasswordRule, confirmPassword: wireString(WireLimits.passwordChars).min(1, AccountRule.required) })
  .refine((form) => form.newPassword !== form.oldPassword, { message: AccountRule.passwordSame, path: ['newPassword'] })
  .refine((form) => form.newPassword === form.confirmPassword, { message: AccountRule.confirmMismatch, path: ['confirmPassword'] });

/** The password-change form's fields. */
export type PasswordChangeForm = z.infer<typeof PasswordChangeForm>;

/** The first rule message key per field of a failed parse (field → key), or {} when valid. */
export function fieldRuleErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
