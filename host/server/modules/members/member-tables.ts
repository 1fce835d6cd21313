// Table types of migration 1070 (project members), added to the Database interface.

/** A member of a project besides its owner. */
export interface ProjectMemberTable {
  project_uuid: string;
  user_id: string;
  /** 'editor' or 'viewer' (the owner is the project row's user_id, never a member row). */
  role: string;
  added_by: string;
  created_at: number;
}

/** An invitation not yet answered (answering deletes it). */
export interface ProjectInvitationTable {
  /** 24 random bytes, base64url: the invitee answers with it. */
  id: string;
  project_uuid: string;
  inviter_id: string;
  invitee_id: string;
  role: string;
  created_at: number;
  expires_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    project_members: ProjectMemberTable;
    project_invitations: ProjectInvitationTable;
  }
}
