import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { MessageIdParams, MessageUserParams, SiteMessageVo, UserMessagesData, UserMessagesQuery } from '../site-message.js';

// Site message endpoints the browser calls: /v1/site-messages/*.

/** A user's messages with paging and the unread count. */
export const UserMessages = defineEndpoint({
  method: 'GET', path: '/v1/site-messages/user-messages', query: UserMessagesQuery, reply: UserMessagesData,
  summary: 'A user\'s messages, newest first, with paging and the unread count',
});

/** Mark every message of the user read. */
export const ReadAllMessages = defineEndpoint({
  method: 'PUT', path: '/v1/site-messages/user/:userId/read-all', params: MessageUserParams, reply: z.number(),
  summary: 'Mark every message of the user read; returns how many changed',
});

/** Delete every message of the user. */
export const DeleteAllMessages = defineEndpoint({
  method: 'PUT', path: '/v1/site-messages/user/:userId/delete-all', params: MessageUserParams, reply: z.number(),
  summary: 'Delete every message of the user; returns how many',
});

/** Delete one message. */
export const DeleteMessage = defineEndpoint({
  method: 'PUT', path: '/v1/site-messages/:id/delete', params: MessageIdParams, reply: SiteMessageVo, summary: 'Delete one message',
});

/** Mark one message read. */
export const ReadMessage = defineEndpoint({
  method: 'PUT', path: '/v1/site-messages/:id/read', params: MessageIdParams, reply: SiteMessageVo, summary: 'Mark one message read',
});
