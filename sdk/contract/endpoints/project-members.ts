import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  AcceptReply, AnswerBody, InviteBody, LeaveBody, MemberRefBody, MembersParams, ProjectMember, ProjectMembersReply, ReceivedInvitation, SentInvitation, SetRoleBody,
} from '../project-members.js';

// Project member endpoints (docs/collaboration.md): /repo/kf-project-members/*.

/** A project's members, the caller's role, and (for the owner) the invitations not yet answered. */
export const GetProjectMembers = defineEndpoint({
  method: 'GET', path: '/repo/kf-project-members/list/:projectUuid', params: MembersParams, reply: ProjectMembersReply,
  summary: 'A project\'s members (any member may read it); the pending invitations for the owner only',
});

/** Invite an account by username or mailbox (owner only). */
export const InviteMember = defineEndpoint({
  method: 'POST', path: '/repo/kf-project-members/invite', body: InviteBody, reply: SentInvitation,
  summary: 'Invite an account as editor or viewer (owner only; a new invitation to the same person replaces the old)',
});

/** Take back an invitation not yet answered (owner only). */
export const RevokeInvitation = defineEndpoint({
  method: 'POST', path: '/repo/kf-project-members/revoke-invitation', body: MemberRefBody, reply: z.object({ revoked: z.boolean() }),
  summary: 'Take back the invitation of a person (owner only)',
});

/** Change a member's role (owner only). */
export const SetMemberRole = defineEndpoint({
  method: 'POST', path: '/repo/kf-project-members/set-role', body: SetRoleBody, reply: ProjectMember,
  summary: 'Change a member\'s role (owner only; the owner\'s own role cannot change)',
});

/** Remove a member (owner only; the owner cannot be removed). */
export const RemoveMember = defineEndpoint({
  method: 'POST', path: '/repo/kf-project-members/remove', body: MemberRefBody, reply: z.object({ removed: z.boolean() }),
  summary: 'Remove a member (owner only; the owner cannot be removed)',
});

/** Leave a project one is a member of. */
export const LeaveProject = defineEndpoint({
  method: 'POST', path: '/repo/kf-project-members/leave', body: LeaveBody, reply: z.object({ left: z.boolean() }),
  summary: 'Leave a project shared with the caller (an owner cannot leave their own project)',
});

/** The caller's invitations not yet answered and not expired. */
export const MyInvitations = defineEndpoint({
  method: 'GET', path: '/repo/kf-project-members/invitations', reply: z.array(ReceivedInvitation),
  summary: 'Invitations waiting for the caller\'s answer (newest first)',
});

/** Accept an invitation (it is then used up). */
export const AcceptInvitation = defineEndpoint({
  method: 'POST', path: '/repo/kf-project-members/accept', body: AnswerBody, reply: AcceptReply,
  summary: 'Accept an invitation addressed to the caller (single use, refused once expired)',
});

/** Decline an invitation (it is then used up). */
export const DeclineInvitation = defineEndpoint({
  method: 'POST', path: '/repo/kf-project-members/decline', body: AnswerBody, reply: z.object({ declined: z.boolean() }),
  summary: 'Decline an invitation addressed to the caller',
});
