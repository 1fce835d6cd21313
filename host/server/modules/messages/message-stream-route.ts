import { ReplyCode } from '../../../../sdk/contract/envelope.js';
import { MESSAGE_STREAM_PATH } from '../../../../sdk/contract/site-message.js';
import { ApiError } from '../../http/api-error.js';
import { streamReply, type RouteKit } from '../../http/route-kit.js';
import { MessageStreams } from './message-streams.js';

/** GET /v1/site-messages/stream: the signed-in user's notifications as server-sent events (message-streams.ts). */
export function messageStreamRoute(kit: RouteKit): void {
  let streams: MessageStreams | undefined;
  let closing = false;
  kit.onClose(() => {
    closing = true;
    streams?.closeAll();
  });
  kit.route({
    method: 'GET', style: 'repo', path: MESSAGE_STREAM_PATH, resource: 'message', action: 'read',
    produces: 'text/event-stream',
    summary: 'The signed-in user\'s notifications as server-sent events (ready, message, resync, session-ended), from whichever instance they are sent through',
    handler(ctx) {
      if (!closing) streams ??= new MessageStreams(ctx);
      const body = streams?.open(ctx.user.id, ctx.session!.tokenHash);
      if (!body) throw new ApiError(ReplyCode.warning, 'message.streamsFull', { httpStatus: 503 });
      ctx.reply.raw.once('close', () => body.destroy()); // the client went away
      return streamReply('text/event-stream; charset=utf-8', body, {
        'cache-control': 'no-store',
        'x-accel-buffering': 'no', // nginx passes each event on at once
      });
    },
  });
}
