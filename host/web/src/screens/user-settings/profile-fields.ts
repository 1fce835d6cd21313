import type { z } from 'zod';
import { MailboxRule, NameRule, PhoneRule } from '../../../../../sdk/contract/account-rules.js';
import type { UserProfile } from '../../../../../sdk/contract/account.js';

/** The user's profile as find-user returns it. */
export type Profile = z.output<typeof UserProfile>;

/** The editable profile fields with their label keys and rules. */
export const PROFILE_FIELDS = [
  { name: 'nickname', label: 'platform.register.nickname', rule: NameRule },
  { name: 'mailbox', label: 'platform.register.mailbox', rule: MailboxRule },
  { name: 'phone', label: 'platform.register.phone', rule: PhoneRule },
  { name: 'company', label: 'platform.register.company', rule: NameRule },
  { name: 'city', label: 'platform.register.city', rule: NameRule },
  { name: 'position', label: 'platform.register.position', rule: NameRule },
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number]['name'];
