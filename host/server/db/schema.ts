import type { Kysely } from 'kysely';

// Table types of the core migrations. Timestamps are integer ms, JSON is text, booleans are 0/1.
// Another module adds its tables by augmenting this interface from its own file:
//   declare module '../../db/schema.js' { interface Database { scenes: SceneTable } }

/** Key/value facts about this database (seeded flag, quick-login secret). */
export interface MetaTable { key: string; value: string }

/** Accounts. */
export interface UserTable {
  id: string;
  username: string;
  nickname: string;
  password_hash: string;
  email: string;
  phone: string;
  company: string;
  city: string;
  position: string;
  manager: number;
  designer: number;
  locked: number;
  /** 1 = allow-list mode (default), 0 = deny-list mode. */
  pros_cons: number;
  /** JSON array of permission keys, null = every key (default designer role). */
  pvg: string | null;
  /** JSON array of all keys for deny-list mode, null = every key. */
  all_p: string | null;
  /** 1 = a new login forces older sessions offline (104). */
  single_session: number;
  plan: string;
  image_hash: string | null;
  login_count: number;
  created_at: number;
  updated_at: number;
}

/** Sessions; the token is stored as its sha-256. */
export interface SessionTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  /** null while live; set on logout or forced offline. */
  ended_at: number | null;
  end_reason: string | null;
  locked: number;
  address: string;
}

/** Login tickets (automatic / single login), stored as sha-256. */
export interface TicketTable { ticket_hash: string; user_id: string; created_at: number; expires_at: number }

/** Login attempts for the rate limit. */
export interface LoginAttemptTable { id: string; attempt_key: string; at: number; ok: number }

/** Outgoing mail when no SMTP is configured (email codes); read by developers and tests. */
/** A mail the server sent or holds (status 'held' | 'sending' | 'sent' | 'failed', migration 1005). */
export interface OutboxTable {
  id: string; email: string; purpose: string; code: string; subject: string; body: string; status: string; error: string | null;
  created_at: number; expires_at: number; used_at: number | null;
}

/** Projects. */
export interface ProjectTable {
  uuid: string;
  user_id: string;
  name: string;
  /** 'project' or 'component-lib'. */
  kind: string;
  groups: string;
  des_routes: string;
  info_points: string;
  is_default: number;
  deleted_at: number | null;
  created_at: number;
  updated_at: number;
}

/** The recycle bin shared by every kind of deletable item. */
export interface RecycleBinTable {
  id: string;
  user_id: string;
  kind: string;
  item_id: string;
  name: string;
  project_uuid: string | null;
  deleted_at: number;
  data: string | null;
}

/** Stored blobs (content-addressed). */
export interface BlobTable { hash: string; size: number; created_at: number }

/** Who owns which blob, for what; used storage is counted from these. */
export interface BlobRefTable { id: string; user_id: string; hash: string; kind: string; ref_id: string; created_at: number }

/** Site messages. */
export interface SiteMessageTable {
  id: string;
  user_id: string;
  sender_id: string | null;
  title: string;
  content: string;
  read: number;
  deleted: number;
  created_at: number;
}

/** Counters of the general rate limit shared by instances on PostgreSQL (one row per client key, fixed window). */
export interface RateCounterTable { key: string; window_start: number; hits: number }

/** The whole database; other modules augment it (see above). */
export interface Database {
  meta: MetaTable;
  users: UserTable;
  sessions: SessionTable;
  tickets: TicketTable;
  login_attempts: LoginAttemptTable;
  outbox: OutboxTable;
  projects: ProjectTable;
  recycle_bin: RecycleBinTable;
  blobs: BlobTable;
  blob_refs: BlobRefTable;
  site_messages: SiteMessageTable;
  rate_counters: RateCounterTable;
}

/** The typed query layer handed to routes. */
export type Db = Kysely<Database>;
