// Table types of migrations 1007 and 1009 (publish links, reactions, monthly visits), added to the Database interface.

/** One publish link: a scene fixed at `version` (docs/publishing.md). */
export interface PublishLinkTable {
  uuid: string;
  /** 22 base64url characters, 128 random bits. */
  short_key: string;
  user_id: string;
  scene_uuid: string;
  project_uuid: string;
  version: number;
  title: string;
  category: string;
  group_name: string;
  /** argon2id hash (auth/passwords.ts); null: no password. */
  password_hash: string | null;
  expires_at: number | null;
  visit_limit: number | null;
  allow_copy: number;
  is_customer: number;
  listed: number;
  taken_down: number;
  access_count: number;
  like_count: number;
  favorite_count: number;
  /** Migration 1009: 1 when the owner turned the watermark off (professional). */
  hide_watermark: number;
  /** Migration 1009: the link's own loading page as JSON text (LoadingPage), or null. */
  loading_page: string | null;
  /** Migration 1009: the poster's style (PosterStyle). */
  poster_style: string;
  created_at: number;
  updated_at: number;
}

/** A user's like or favourite of a link (one row per link, user and kind). */
export interface PublishReactionTable { link_uuid: string; user_id: string; kind: 'like' | 'favorite'; created_at: number }

/** Visits to all links of one owner in one calendar month (UTC, 'YYYY-MM'). */
export interface PublishVisitMonthTable { user_id: string; month: string; visits: number }

declare module '../../db/schema.js' {
  interface Database {
    publish_links: PublishLinkTable;
    publish_link_reactions: PublishReactionTable;
    publish_visit_months: PublishVisitMonthTable;
  }
}
