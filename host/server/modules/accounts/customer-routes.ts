import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { UserProfile } from '../../../../sdk/contract/account.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { Db, UserTable } from '../../db/schema.js';
import { endOtherSessions } from '../../auth/sessions.js';
import { announce } from '../../events/instance-bus.js';
import { Errors } from '../../http/api-error.js';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { sessionUserVo } from './login-data.js';
import { attemptKey, ensureLoginAllowed, recordLoginAttempt } from './login-limiter.js';
import { holdersOf, withLoginNamesTurn } from './login-names.js';
import { sendCodeMail } from '../mail/outbox-mail.js';
import { FindUser, FindUserImage, Register, SendEmailCode, UpdateUser, UpdateUserImage } from '../../../../sdk/contract/endpoints/index.js';

const R = 'user';
/** Email codes stay valid this long. */
export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
/** Largest user picture. */
export const USER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

function profileOf(row: UserTable): z.infer<typeof UserProfile> {
  return {
    userId: row.id, username: row.username, nickname: row.nickname, mailbox: row.email, phone: row.phone,
    company: row.company, city: row.city, position: row.position, manager: row.manager === 1, designer: row.designer === 1,
    planName: row.plan, singleSession: row.single_session === 1, createdAt: Number(row.created_at),
  };
}

/** The picture's MIME type from its first bytes, or undefined when it is not a supported picture. */
export function imageMime(bytes: Buffer): string | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (bytes.length >= 2 && bytes.subarray(0, 2).toString('latin1') === 'BM') return 'image/bmp';
  return undefined;
}

async function targetUser(ctx: RouteContext, userId: string | undefined): Promise<UserTable> {
  if (!userId || userId === ctx.user.id) return ctx.user.row;
  if (!ctx.user.manager) throw Errors.notFound();
  const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) throw Errors.notFound();
  return row;
}

/** Email code, registration, profile and picture calls under /repo/kf-customer. */
export function customerRoutes(kit: RouteKit): void {
  kit.endpoint(SendEmailCode, {
    resource: R, action: 'register', auth: 'none',
    async handler(ctx) {
      const sendKey = attemptKey(`email-code:${ctx.body.mailbox}`, ctx.address);
      await ensureLoginAllowed(ctx, sendKey);
      await recordLoginAttempt(ctx, sendKey, false); // every send counts: at most 5 per mailbox+address per window
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = ctx.clock.now();
      await sendCodeMail(ctx, { email: ctx.body.mailbox.toLowerCase(), purpose: 'register', code, expiresAt: now + EMAIL_CODE_TTL_MS });
      return { sent: true as const, expiresAt: now + EMAIL_CODE_TTL_MS };
    },
  });

  kit.endpoint(Register, {
    resource: R, action: 'register', auth: 'none',
    async handler(ctx) {
      const b = ctx.body;
      const refuseTaken = async (db: Db): Promise<void> => {
        if ((await holdersOf(db, b.username)).length > 0) throw Errors.badRequest('validation.usernameTaken', {}, { username: ctx.t('validation.usernameTaken') });
        if ((await holdersOf(db, b.mailbox)).length > 0) throw Errors.badRequest('validation.mailboxTaken', {}, { mailbox: ctx.t('validation.mailboxTaken') });
      };
      await refuseTaken(ctx.db);
      const now = ctx.clock.now();
      const mail = await ctx.db.selectFrom('outbox').selectAll()
        .where('email', '=', b.mailbox.toLowerCase()).where('purpose', '=', 'register').where('used_at', 'is', null).where('status', '!=', 'failed')
        .orderBy('created_at', 'desc').executeTakeFirst();
      const codeKey = attemptKey(`register-code:${b.mailbox}`, '*');
      await ensureLoginAllowed(ctx, codeKey);
      if (!mail || mail.code !== b.code.trim() || Number(mail.expires_at) <= now) {
        await recordLoginAttempt(ctx, codeKey, false); // guesses are limited like logins
        throw Errors.badRequest('validation.emailCode', {}, { code: ctx.t('validation.emailCode') });
      }
      await recordLoginAttempt(ctx, codeKey, true);
      const row: UserTable = {
        id: randomUUID(), username: b.username, nickname: b.nickname, password_hash: await hashPassword(b.password),
        email: b.mailbox, phone: b.phone, company: b.company, city: b.city, position: b.position,
        manager: 0, designer: 1, locked: 0, pros_cons: 1, pvg: null, all_p: null, single_session: 0, plan: 'FREE',
        image_hash: null, login_count: 0, created_at: now, updated_at: now,
      };
      // The check above only spares the code; this one, in the login names' turn, decides (simultaneous registrations).
      await withLoginNamesTurn(ctx, async (trx) => {
        await refuseTaken(trx);
        const used = await trx.updateTable('outbox').set({ used_at: now }).where('id', '=', mail.id).where('used_at', 'is', null).executeTakeFirst();
        if (Number(used.numUpdatedRows) === 0) throw Errors.badRequest('validation.emailCode', {}, { code: ctx.t('validation.emailCode') });
        await trx.insertInto('users').values(row).execute();
        await trx.insertInto('projects').values({
          uuid: randomUUID(), user_id: row.id, name: ctx.t('project.defaultName'), kind: 'project', groups: '[]', des_routes: '[]',
          info_points: '[]', is_default: 1, deleted_at: null, created_at: now, updated_at: now,
        }).execute();
      });
      return sessionUserVo(row);
    },
  });

  kit.endpoint(FindUser, {
    resource: R, action: 'read',
    handler: async (ctx) => profileOf(await targetUser(ctx, ctx.query.userId)),
  });

  kit.endpoint(UpdateUser, {
    resource: R, action: 'write',
    async handler(ctx) {
      const b = ctx.body;
      const changes: Partial<UserTable> = {};
      if (b.nickname !== undefined) changes.nickname = b.nickname;
      if (b.mailbox !== undefined) changes.email = b.mailbox;
      if (b.phone !== undefined) changes.phone = b.phone;
      if (b.company !== undefined) changes.company = b.company;
      if (b.city !== undefined) changes.city = b.city;
      if (b.position !== undefined) changes.position = b.position;
      if (b.singleSession !== undefined) changes.single_session = b.singleSession ? 1 : 0;
      if (b.newPassword !== undefined) {
        if (!(await verifyPassword(ctx.user.row.password_hash, b.oldPassword ?? ''))) {
          throw Errors.badRequest('validation.oldPassword', {}, { oldPassword: ctx.t('validation.oldPassword') });
        }
        changes.password_hash = await hashPassword(b.newPassword);
      }
      changes.updated_at = ctx.clock.now();
      await withLoginNamesTurn(ctx, async (trx) => {
        if (b.mailbox !== undefined && (await holdersOf(trx, b.mailbox, ctx.user.id)).length > 0) {
          throw Errors.badRequest('validation.mailboxTaken', {}, { mailbox: ctx.t('validation.mailboxTaken') });
        }
        await trx.updateTable('users').set(changes).where('id', '=', ctx.user.id).execute();
        // A new password ends every other way in: the account's other sessions and its login tickets.
        if (changes.password_hash !== undefined) await endOtherSessions(trx, ctx.clock, ctx.user.id, ctx.session?.tokenHash);
      });
      announce(ctx.events, ctx.request.log, 'user-changed', { userId: ctx.user.id });
      if (changes.password_hash !== undefined) announce(ctx.events, ctx.request.log, 'session-ended', { userId: ctx.user.id, reason: 'password' });
      return profileOf({ ...ctx.user.row, ...changes });
    },
  });

  kit.endpoint(FindUserImage, {
    resource: R, action: 'read',
    async handler(ctx) {
      const hash = ctx.user.row.image_hash;
      if (!hash || !(await ctx.blobs.has(hash))) return { image: null };
      const bytes = await ctx.blobs.get(hash);
      return { image: `data:${imageMime(bytes) ?? 'application/octet-stream'};base64,${bytes.toString('base64')}` };
    },
  });

  kit.endpoint(UpdateUserImage, {
    resource: R, action: 'write',
    async handler(ctx) {
      const file = ctx.files.find((f) => f.field === 'file') ?? ctx.file('file');
      if (file.data.length > USER_IMAGE_MAX_BYTES) throw Errors.badRequest('error.tooLarge');
      const mime = imageMime(file.data);
      if (!mime) throw Errors.badRequest('error.imageType');
      await ctx.quota.ensureSpace(ctx.user, file.data.length);
      const blob = await ctx.blobs.write(file.data); // the file first; then the reference and the row together
      await ctx.db.transaction().execute(async (trx) => {
        await ctx.blobs.removeRefs('user-image', ctx.user.id, trx);
        await ctx.blobs.record(blob, { userId: ctx.user.id, kind: 'user-image', refId: ctx.user.id }, trx);
        await trx.updateTable('users').set({ image_hash: blob.hash, updated_at: ctx.clock.now() }).where('id', '=', ctx.user.id).execute();
      });
      announce(ctx.events, ctx.request.log, 'user-changed', { userId: ctx.user.id });
      return { image: `data:${mime};base64,${file.data.toString('base64')}` };
    },
  });
}
