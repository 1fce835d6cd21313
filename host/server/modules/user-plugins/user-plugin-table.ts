/** One external plugin a user keeps (migration 1004). */
export interface UserPluginTable {
  id: string;
  user_id: string;
  url: string;
  /** 1 = loaded when the designer starts. */
  enabled: number;
  created_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    user_plugins: UserPluginTable;
  }
}
