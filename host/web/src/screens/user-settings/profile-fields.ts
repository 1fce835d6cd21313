import { MailboxRule, NameRule, PhoneRule } from '../../../../../sdk/contract/account-rules.js';

/** The user's profile as find-user returns it. */
export interface Profile {
  userId: string;
  username: string;
  nickname: string;
  mailbox: string;
  phone: string;
  company: string;
  city: string;
  position: string;
  planName: string;
  singleSession: boolean;
}

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
