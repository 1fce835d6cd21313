import { randomUUID } from 'node:crypto';
import { DAY_MS, type Clock } from '../../clock.js';
import type { Db, RecycleBinTable } from '../../db/schema.js';
import { Errors } from '../../http/api-error.js';
import type { ServerServices } from '../../http/route-kit.js';

/** An item in the recycle bin. */
export interface BinItem {
  readonly id: string;
  readonly userId: string;
  readonly kind: string;
  readonly itemId: string;
  readonly name: string;
  readonly projectUuid: string | null;
  readonly deletedAt: number;
  /** Free JSON text the kind kept for itself. */
  readonly data: string | null;
}

/** A kind of deletable item (project, scene, …) plugged into the bin with kit.binKind(...). */
export interface BinKind {
  readonly kind: string;
  /** Bring the item back (e.g. set deleted_at to null on its row). */
  restore(services: ServerServices, item: BinItem): Promise<void>;
  /** Delete the item for good, with everything it owns (rows, blob references). */
  purge(services: ServerServices, item: BinItem): Promise<void>;
  /** Delete for good everything of this kind inside a project that is being purged (live or in the bin). */
  purgeProject?(services: ServerServices, project: { uuid: string; userId: string }): Promise<void>;
}

/** Filters of bin listings. */
export interface BinFilter {
  /** Only these kinds. */
  readonly kinds?: readonly string[];
  /** Only items deleted in the last N days (1, 7, 30). */
  readonly days?: number;
  /** Only items of one project. */
  readonly projectUuid?: string;
}

/** Items stay this long in the bin before the purge job deletes them. */
export const BIN_RETENTION_DAYS = 30;

/**
 * The shared recycle bin: a module soft-deletes its row (deleted_at) and calls `add`; the bin lists, counts,
 * restores, purges and clears, calling back the kind's restore/purge. The purge job removes items older than 30 days.
 */
export class RecycleBin {
  private readonly kinds = new Map<string, BinKind>();
  private services: ServerServices | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Connect the services handed to kinds (done by the app once everything exists). */
  attach(services: ServerServices): void {
    this.services = services;
  }

  /** Plug a kind in. */
  register(kind: BinKind): void {
    if (this.kinds.has(kind.kind)) throw new Error(`Bin kind '${kind.kind}' registered twice`);
    this.kinds.set(kind.kind, kind);
  }

  /** Put an item in the bin (the caller has already marked its row deleted). */
  async add(userId: string, item: { kind: string; itemId: string; name: string; projectUuid?: string | null; data?: string | null }): Promise<BinItem> {
    this.kindOf(item.kind);
    const row: RecycleBinTable = {
      id: randomUUID(),
      user_id: userId,
      kind: item.kind,
      item_id: item.itemId,
      name: item.name,
      project_uuid: item.projectUuid ?? null,
      deleted_at: this.clock.now(),
      data: item.data ?? null,
    };
    await this.db.deleteFrom('recycle_bin').where('kind', '=', item.kind).where('item_id', '=', item.itemId).execute();
    await this.db.insertInto('recycle_bin').values(row).execute();
    return toItem(row);
  }

  /** A user's items, newest first. */
  async list(userId: string, filter: BinFilter = {}): Promise<BinItem[]> {
    let query = this.db.selectFrom('recycle_bin').selectAll().where('user_id', '=', userId);
    if (filter.kinds?.length) query = query.where('kind', 'in', [...filter.kinds]);
    if (filter.projectUuid) query = query.where('project_uuid', '=', filter.projectUuid);
    if (filter.days) query = query.where('deleted_at', '>=', this.clock.now() - filter.days * DAY_MS);
    const rows = await query.orderBy('deleted_at', 'desc').execute();
    return rows.map(toItem);
  }

  /** How many items a user has in the bin. */
  async count(userId: string, filter: BinFilter = {}): Promise<number> {
    return (await this.list(userId, filter)).length;
  }

  /** One of the user's items by its kind and item id (or by bin id when kind is omitted). */
  async find(userId: string, kind: string | undefined, itemId: string): Promise<BinItem | undefined> {
    let query = this.db.selectFrom('recycle_bin').selectAll().where('user_id', '=', userId);
    query = kind ? query.where('kind', '=', kind).where('item_id', '=', itemId) : query.where('id', '=', itemId);
    const row = await query.executeTakeFirst();
    return row ? toItem(row) : undefined;
  }

  /** Bring an item back; 404 refusal when it is not this user's item in the bin. */
  async restore(userId: string, kind: string | undefined, itemId: string): Promise<BinItem> {
    const item = await this.find(userId, kind, itemId);
    if (!item) throw Errors.notFound('bin.notFound');
    await this.kindOf(item.kind).restore(this.need(), item);
    await this.db.deleteFrom('recycle_bin').where('id', '=', item.id).execute();
    return item;
  }

  /** Delete an item for good; 404 refusal when it is not this user's item in the bin. */
  async purge(userId: string, kind: string | undefined, itemId: string): Promise<BinItem> {
    const item = await this.find(userId, kind, itemId);
    if (!item) throw Errors.notFound('bin.notFound');
    await this.purgeItem(item);
    return item;
  }

  /** Purge (or, with restore, bring back) every item matching the filter; returns how many. */
  async clear(userId: string, filter: BinFilter & { restore?: boolean } = {}): Promise<number> {
    const items = await this.list(userId, filter);
    for (const item of items) {
      if (filter.restore) await this.restore(userId, item.kind, item.itemId);
      else await this.purgeItem(item);
    }
    return items.length;
  }

  /** Purge every item deleted more than 30 days ago (the scheduled job); returns how many. */
  async purgeExpired(): Promise<number> {
    const cutoff = this.clock.now() - BIN_RETENTION_DAYS * DAY_MS;
    const rows = await this.db.selectFrom('recycle_bin').selectAll().where('deleted_at', '<', cutoff).execute();
    for (const row of rows) await this.purgeItem(toItem(row));
    return rows.length;
  }

  /** Call every kind's purgeProject (a project is deleted for good) and drop their bin rows of that project. */
  async purgeProjectContents(project: { uuid: string; userId: string }): Promise<void> {
    for (const kind of this.kinds.values()) {
      if (kind.kind === 'project' || !kind.purgeProject) continue;
      await kind.purgeProject(this.need(), project);
      await this.db.deleteFrom('recycle_bin').where('kind', '=', kind.kind).where('project_uuid', '=', project.uuid).execute();
    }
  }

  private async purgeItem(item: BinItem): Promise<void> {
    await this.kindOf(item.kind).purge(this.need(), item);
    await this.db.deleteFrom('recycle_bin').where('id', '=', item.id).execute();
  }

  private kindOf(kind: string): BinKind {
    const found = this.kinds.get(kind);
    if (!found) throw new Error(`Unknown bin kind '${kind}'`);
    return found;
  }

  private need(): ServerServices {
    if (!this.services) throw new Error('Recycle bin used before the server finished starting');
    return this.services;
  }
}

function toItem(row: RecycleBinTable): BinItem {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    itemId: row.item_id,
    name: row.name,
    projectUuid: row.project_uuid,
    deletedAt: Number(row.deleted_at),
    data: row.data,
  };
}
