// The AI points ledger (docs/commerce.md "The ledger"): entries only, never a counter. The balance is the sum of a
// user's entries; a move that would take it below zero is refused; a request key already in the ledger answers with
// the entry it made (the same consume retried is one consume). Moves of one user are serialised: on PostgreSQL by
// `SELECT … FOR UPDATE` on the user's point_accounts row inside the move's transaction; on SQLite every write
// transaction runs alone on the one connection.
import { randomUUID } from 'node:crypto';
import type { PointEntryVo } from '../../../../sdk/contract/ai-points.js';
import { ReplyCode } from '../../../../sdk/contract/envelope.js';
import { ApiError } from '../../http/api-error.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { Db } from '../../db/schema.js';
import type { PointEntryTable } from './commerce-tables.js';
import './commerce-tables.js';

/** 'not enough points' (spec 000 §8): HTTP 402, code 405. */
export const notEnoughPoints = (): ApiError => new ApiError(ReplyCode.warning, 'commerce.notEnoughPoints', { httpStatus: 402 });

/** A move of points. */
export interface PointMove {
  readonly userId: string;
  readonly kind: 'grant' | 'purchase' | 'consume' | 'refund';
  /** Signed: negative for a consume. */
  readonly amount: number;
  readonly requestKey: string;
  readonly featureUuid?: string | null;
  readonly orderUuid?: string | null;
  readonly refundOf?: string | null;
  readonly note?: string;
}

/** What a move did. */
export interface PointsMoved {
  readonly entry: PointEntryVo;
  readonly remaining: number;
  /** The request key was already in the ledger: nothing new was written. */
  readonly replayed: boolean;
}

/** An entry as the wire shows it. */
export function toEntryVo(row: PointEntryTable): PointEntryVo {
  return {
    id: row.id, kind: row.kind as PointEntryVo['kind'], amount: Number(row.amount), featureUuid: row.feature_uuid,
    orderUuid: row.order_uuid, refundOf: row.refund_of, note: row.note, createdAt: Number(row.created_at),
  };
}

/** The user's balance: the sum of their entries. */
export async function balanceOf(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('point_entries').select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Take the user's turn for moving points, inside `trx` (held until it ends). */
async function lockAccount(trx: Db, dialect: 'sqlite' | 'postgres', userId: string, now: number): Promise<void> {
  await trx.insertInto('point_accounts').values({ user_id: userId, created_at: now }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  if (dialect === 'postgres') await trx.selectFrom('point_accounts').select('user_id').where('user_id', '=', userId).forUpdate().execute();
}

/**
 * Write one entry, in `db`'s transaction or a new one. Refused with 'not enough points' when the balance would go
 * below zero; a request key already used by the user answers with its entry (409 when that entry is another move).
 */
export function movePoints(services: { db: Db; dialect: 'sqlite' | 'postgres'; now: number }, move: PointMove): Promise<PointsMoved> {
  return inTransaction(services.db, async (trx) => {
    await lockAccount(trx, services.dialect, move.userId, services.now);
    const earlier = await trx.selectFrom('point_entries').selectAll().where('user_id', '=', move.userId).where('request_key', '=', move.requestKey).executeTakeFirst();
    if (earlier) {
      if (earlier.kind !== move.kind || Number(earlier.amount) !== move.amount) throw new ApiError(ReplyCode.conflict, 'commerce.requestKeyReused', { httpStatus: 409 });
      return { entry: toEntryVo(earlier), remaining: await balanceOf(trx, move.userId), replayed: true };
    }
    const balance = await balanceOf(trx, move.userId);
    if (balance + move.amount < 0) throw notEnoughPoints();
    const row: PointEntryTable = {
      id: randomUUID(), user_id: move.userId, kind: move.kind, amount: move.amount, request_key: move.requestKey,
      feature_uuid: move.featureUuid ?? null, order_uuid: move.orderUuid ?? null, refund_of: move.refundOf ?? null,
      note: move.note ?? '', created_at: services.now,
    };
    await trx.insertInto('point_entries').values(row).execute();
    return { entry: toEntryVo(row), remaining: balance + move.amount, replayed: false };
  });
}

/** Give back the points of one consume, once (its refund's request key is derived from the consume). */
export async function refundConsume(services: { db: Db; dialect: 'sqlite' | 'postgres'; now: number }, entryId: string): Promise<PointsMoved> {
  const consume = await services.db.selectFrom('point_entries').selectAll().where('id', '=', entryId).executeTakeFirst();
  if (!consume || consume.kind !== 'consume') throw new ApiError(ReplyCode.warning, 'commerce.notRefundable', { httpStatus: 404 });
  return movePoints(services, {
    userId: consume.user_id, kind: 'refund', amount: -Number(consume.amount), requestKey: `refund:${consume.id}`, refundOf: consume.id,
    featureUuid: consume.feature_uuid, note: 'refund',
  });
}
