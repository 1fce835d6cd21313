// Table types of migration 1050 (data relays), added to the Database interface.

/** A data relay of a project (issue 30): a feed's address and credentials, kept on the server. */
export interface DataRelayTable {
  /** 22 base64url characters (128 random bits). */
  id: string;
  project_uuid: string;
  created_by: string;
  name: string;
  /** 'mqtt' or 'websocket'. */
  kind: string;
  url: string;
  username: string;
  /** 0 or 1. */
  qos: number;
  /** JSON list of the header names (their values are in `secret`). */
  header_names: string;
  /** 1 when a password is stored. */
  has_password: number;
  /** The password and header values, encrypted (relay-secrets.ts); '' for none. */
  secret: string;
  created_at: number;
  updated_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    data_relays: DataRelayTable;
  }
}
