// Table type of migration 1040 (the market), added to the Database interface.

/** A scene on the market: the publish link that shows its uploaded version, and what the keyword search reads. */
export interface MarketItemTable {
  link_uuid: string;
  scene_uuid: string;
  user_id: string;
  description: string;
  /** The link's title, the scene's name and the description, as the keyword search reads them. */
  search_text: string;
  /** The uploaded version's thumbnail (a data: URL), or null. */
  preview: string | null;
  uploaded_at: number;
  synced_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    market_items: MarketItemTable;
  }
}
