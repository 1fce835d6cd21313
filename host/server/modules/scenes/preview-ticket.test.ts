import { describe, expect, it } from 'vitest';
import { issuePreviewTicket, readPreviewTicket } from './preview-ticket.js';

const grant = { projectUuid: 'p1', sceneUuid: 's1', expiresAt: 10_000 };

describe('preview tickets', () => {
  it('reads back what was issued while it is valid', () => {
    const ticket = issuePreviewTicket('secret', grant);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readPreviewTicket('secret', ticket, 9_999)).toEqual(grant);
  });

  it('refuses an expired ticket as expired', () => {
    expect(readPreviewTicket('secret', issuePreviewTicket('secret', grant), 10_000)).toBe('expired');
  });

  it('refuses a ticket signed with another secret, a changed payload, or garbage', () => {
    const ticket = issuePreviewTicket('secret', grant);
    expect(readPreviewTicket('other', ticket, 0)).toBe('invalid');
    const forged = issuePreviewTicket('secret', { ...grant, sceneUuid: 's2' });
    const spliced = forged.slice(0, -43) + ticket.slice(-43);
    expect(readPreviewTicket('secret', spliced, 0)).toBe('invalid');
    expect(readPreviewTicket('secret', 'not-a-ticket', 0)).toBe('invalid');
    expect(readPreviewTicket('secret', `${ticket}.x`, 0)).toBe('invalid');
  });
});
