// Columns of migration 1003-used-storage, added to the table types of the core and scene migrations. Optional on
// the types so rows built before the migration (fixtures, seeds) need not name them; the columns default to 0.
import '../scenes/scene-tables.js';

declare module '../../db/schema.js' {
  interface UserTable {
    /** Running total of the bytes the user owns (see used-storage.ts). */
    used_bytes?: number;
  }
  interface ProjectTable {
    /** UTF-8 bytes of groups, des_routes and info_points, counted in the owner's used storage. */
    stored_bytes?: number;
  }
}

declare module '../scenes/scene-tables.js' {
  interface SceneTable {
    /** UTF-8 bytes of a preview and path set without a new version (updateScene); 0 after a save. */
    extra_bytes?: number;
  }
  interface ResourceTable {
    /** UTF-8 bytes of a data resource's data. */
    data_bytes?: number;
  }
}

export {};
