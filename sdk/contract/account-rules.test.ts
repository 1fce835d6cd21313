import { describe, expect, it } from 'vitest';
import { AccountRule, fieldRuleErrors, PasswordChangeForm, RegisterForm } from './account-rules.js';

const good = { username: 'ann', nickname: 'Ann', password: 'Abcdef1!', confirmPassword: 'Abcdef1!', mailbox: 'ann@example.com', code: '123456', company: 'Acme', city: 'Paris', phone: '13800138000', position: 'Artist' };

describe('account rules (spec 000 §5)', () => {
  it('accepts a complete, well-formed registration', () => {
    expect(fieldRuleErrors(RegisterForm, good)).toEqual({});
  });
  it('names every empty field', () => {
    const errors = fieldRuleErrors(RegisterForm, { ...good, username: ' ', nickname: '', company: '', city: '', position: '', code: '' });
    for (const field of ['username', 'nickname', 'company', 'city', 'position', 'code']) expect(errors[field]).toBe(AccountRule.required);
  });
  it('password: length, classes, confirmation', () => {
    expect(fieldRuleErrors(RegisterForm, { ...good, password: 'Ab1!', confirmPassword: 'Ab1!' }).password).toBe(AccountRule.passwordLength);
    expect(fieldRuleErrors(RegisterForm, { ...good, password: 'abcdefg1!', confirmPassword: 'abcdefg1!' }).password).toBe(AccountRule.passwordClasses);
    expect(fieldRuleErrors(RegisterForm, { ...good, password: 'Abcdefgh!', confirmPassword: 'Abcdefgh!' }).password).toBe(AccountRule.passwordClasses);
    expect(fieldRuleErrors(RegisterForm, { ...good, confirmPassword: 'Abcdef1?' }).confirmPassword).toBe(AccountRule.confirmMismatch);
  });
  it('mailbox and 11-digit phone', () => {
    expect(fieldRuleErrors(RegisterForm, { ...good, mailbox: 'ann@' }).mailbox).toBe(AccountRule.mailbox);
    expect(fieldRuleErrors(RegisterForm, { ...good, phone: '1380013800' }).phone).toBe(AccountRule.phone);
    expect(fieldRuleErrors(RegisterForm, { ...good, phone: '138001380001' }).phone).toBe(AccountRule.phone);
  });
  it('names are at most 50 bytes', () => {
    expect(fieldRuleErrors(RegisterForm, { ...good, nickname: '名'.repeat(17) }).nickname).toBe(AccountRule.nameBytes);
    expect(fieldRuleErrors(RegisterForm, { ...good, nickname: '名'.repeat(16) }).nickname).toBeUndefined();
  });
  it('password change: new differs from old; confirmation matches', () => {
    expect(fieldRuleErrors(PasswordChangeForm, { oldPassword: 'Abcdef1!', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' }).newPassword).toBe(AccountRule.passwordSame);
    expect(fieldRuleErrors(PasswordChangeForm, { oldPassword: 'Abcdef1!', newPassword: 'Bbcdef1!', confirmPassword: 'x' }).confirmPassword).toBe(AccountRule.confirmMismatch);
    expect(fieldRuleErrors(PasswordChangeForm, { oldPassword: 'Abcdef1!', newPassword: 'Bbcdef1!', confirmPassword: 'Bbcdef1!' })).toEqual({});
  });
});
