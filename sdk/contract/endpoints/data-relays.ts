import { defineEndpoint } from '../endpoint.js';
import { z } from 'zod';
import {
  CreateDataRelayBody, DataRelayList, DataRelayParams, DataRelaysQuery, DataRelayTicketBody, DataRelayTicketReply, DataRelayVo, UpdateDataRelayBody,
} from '../data-relay.js';

// Data relays (issue 30, docs/live-data.md): a feed's credentials held on the server, named by scenes by id.

/** The relays of a project (members). */
export const ListDataRelays = defineEndpoint({
  method: 'GET', path: '/repo/data-relay/list', query: DataRelaysQuery, reply: DataRelayList,
  summary: 'The data relays of a project (members); passwords and header values are never sent',
});

/** Create a relay (editors). */
export const CreateDataRelay = defineEndpoint({
  method: 'POST', path: '/repo/data-relay/create', body: CreateDataRelayBody, reply: DataRelayVo,
  summary: 'Create a data relay of a project (editors); its credentials stay on the server',
});

/** Change a relay (editors). */
export const UpdateDataRelay = defineEndpoint({
  method: 'POST', path: '/repo/data-relay/update/:id', params: DataRelayParams, body: UpdateDataRelayBody, reply: DataRelayVo,
  summary: 'Change a data relay (editors): absent fields stay, a null password or headers removes them',
});

/** Delete a relay (editors). */
export const DeleteDataRelay = defineEndpoint({
  method: 'POST', path: '/repo/data-relay/delete/:id', params: DataRelayParams, reply: z.null(),
  summary: 'Delete a data relay (editors); its viewers are disconnected',
});

/** A ticket to open the relay socket for one scene. */
export const CreateDataRelayTicket = defineEndpoint({
  method: 'POST', path: '/repo/data-relay/ticket', body: DataRelayTicketBody, reply: DataRelayTicketReply,
  summary: 'A short-lived ticket naming the relays a viewer of this scene (session, preview ticket or link visit) may subscribe to',
});
