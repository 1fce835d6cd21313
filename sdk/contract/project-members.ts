import { z } from 'zod';
import { WireId, wireString } from './limits.js';

// Wire contract of project members (docs/collaboration.md): roles, the member list, invitations and their inbox.

/** What a person may do in a project: the owner everything, an editor change and save, a viewer open and read. */
export const ProjectRole = z.enum(['owner', 'editor', 'viewer']);
/** What a person may do in a project. */
export type ProjectRole = z.infer<typeof ProjectRole>;

/** A role the owner can give (there is one owner: the project's). */
export const MemberRole = z.enum(['editor', 'viewer']);
/** A role the owner can give. */
export type MemberRole = z.infer<typeof MemberRole>;

/** Limits of the member calls. */
export const MemberLimits = {
  /** Members of one project besides its owner. */
  membersPerProject: 50,
  /** Invitations of one project waiting for an answer. */
  pendingPerProject: 50,
  /** Invitations waiting for one person's answer (the inbox lists at most these). */
  pendingPerInvitee: 100,
  /** How long an invitation can be answered. */
  invitationTtlMs: 7 * 24 * 60 * 60 * 1000,
  /** A username or a mailbox to invite. */
  inviteeChars: 254,
  /** An invitation id (24 random bytes, base64url: 32 characters). */
  invitationIdChars: 64,
} as const;

/** A person in a project's member list (the owner first). */
export const ProjectMember = z.object({
  userId: z.string(),
  username: z.string(),
  nickname: z.string(),
  role: ProjectRole,
  /** When they became a member (the project's creation for the owner). */
  since: z.number(),
});
/** A person in a project's member list. */
export type ProjectMember = z.infer<typeof ProjectMember>;

/** An invitation as the owner sees it (no id: the invitee answers, the owner can take it back by the invitee). */
export const SentInvitation = z.object({
  inviteeId: z.string(),
  username: z.string(),
  nickname: z.string(),
  role: MemberRole,
  expiresAt: z.number(),
});
/** An invitation as the owner sees it. */
export type SentInvitation = z.infer<typeof SentInvitation>;

/** GET members of a project: who is in it, what the caller is, and (for the owner) the invitations not yet answered. */
export const ProjectMembersReply = z.object({
  projectUuid: z.string(),
  projectName: z.string(),
  myRole: ProjectRole,
  members: z.array(ProjectMember),
  invitations: z.array(SentInvitation),
});
/** The member list of a project. */
export type ProjectMembersReply = z.infer<typeof ProjectMembersReply>;

/** An invitation in the invitee's inbox. */
export const ReceivedInvitation = z.object({
  id: z.string(),
  projectUuid: z.string(),
  projectName: z.string(),
  inviterName: z.string(),
  role: MemberRole,
  expiresAt: z.number(),
});
/** An invitation in the invitee's inbox. */
export type ReceivedInvitation = z.infer<typeof ReceivedInvitation>;

/** A project uuid in the path. */
export const MembersParams = z.object({ projectUuid: WireId });

/** POST invite: a username or a mailbox of an existing account, and the role they get on accepting. */
export const InviteBody = z.object({
  projectUuid: WireId,
  invitee: wireString(MemberLimits.inviteeChars).trim().min(1),
  role: MemberRole,
});

/** POST set-role. */
export const SetRoleBody = z.object({ projectUuid: WireId, userId: WireId, role: MemberRole });

/** POST remove (a member) or revoke-invitation (by the invitee's id). */
export const MemberRefBody = z.object({ projectUuid: WireId, userId: WireId });

/** POST leave. */
export const LeaveBody = z.object({ projectUuid: WireId });

/** POST accept / decline an invitation by its id. */
export const AnswerBody = z.object({ id: wireString(MemberLimits.invitationIdChars).min(1) });

/** What accept answers: the project now in the caller's list. */
export const AcceptReply = z.object({ projectUuid: z.string(), role: MemberRole });
