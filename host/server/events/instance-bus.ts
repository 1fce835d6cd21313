// What one instance tells the others (issue 28): small events by topic. On PostgreSQL they travel by NOTIFY on one
// channel per schema and every instance LISTENs on a connection of its own (postgres-bus.ts); on SQLite one process
// serves everything and the bus is in memory (local-bus.ts). Either way the publishing instance's own subscribers
// hear an event at once, the others as soon as PostgreSQL delivers it (after the publishing transaction commits).

/** The events instances send each other, by topic. */
export interface InstanceEvents {
  /** A session ended on some instance (logout, password change, forced offline by a newer login). */
  'session-ended': { readonly userId: string; readonly reason: string };
  /** A user's account row changed (profile, password, avatar, plan, permissions). */
  'user-changed': { readonly userId: string };
  /**
   * A user's row (but its used-storage total) or one of its sessions (end, lock, expiry, removal) changed in the
   * database, whoever changed it: sent by the database (triggers), so every instance forgets what it cached.
   */
  'auth-changed': { readonly userId: string };
  /**
   * A projects row of this user was inserted, changed or removed, whoever did it: sent by the database (triggers), so
   * every instance forgets the user's project list (modules/projects/project-list-cache.ts).
   */
  'projects-changed': { readonly userId: string };
  /** A site message was stored for a user (every instance tells that user's open message streams). */
  'message-sent': { readonly userId: string; readonly id: string; readonly title: string; readonly senderId: string | null; readonly createdAt: number };
  /** A data relay was changed or deleted: every instance's channel of it connects again (modules/data-relays). */
  'data-relay-changed': { readonly id: string };
  /** Heard only locally: the listening connection was lost and is back; events sent meanwhile were missed. */
  'bus-reconnected': Record<string, never>;
  /** For tests and operators' probes. */
  'probe': { readonly text: string };
}

export type InstanceTopic = keyof InstanceEvents;

/** Every topic (metrics count each). */
export const INSTANCE_TOPICS: readonly InstanceTopic[] = ['session-ended', 'user-changed', 'auth-changed', 'projects-changed', 'message-sent', 'data-relay-changed', 'bus-reconnected', 'probe'];

/** Where an event came from. */
export type EventOrigin = 'local' | 'remote';

/** Publish to every instance, subscribe to what any instance publishes. */
export interface InstanceBus {
  /** Id of this instance on the bus (its own events come back from PostgreSQL with it and are skipped). */
  readonly origin: string;
  /** Tell every instance (this one at once). A payload's JSON must stay under 7,000 bytes (NOTIFY's limit is 8,000). */
  publish<T extends InstanceTopic>(topic: T, payload: InstanceEvents[T]): Promise<void>;
  /** Hear a topic; returns the unsubscribe. */
  subscribe<T extends InstanceTopic>(topic: T, handler: (payload: InstanceEvents[T], origin: EventOrigin) => void): () => void;
  /** Stop listening. */
  close(): Promise<void>;
}

/** Largest JSON of a payload. */
export const MAX_PAYLOAD_BYTES = 7_000;

/** Publish after a change has committed, without failing the request that made it (a lost event is logged). */
export function announce<T extends InstanceTopic>(bus: InstanceBus, log: { warn(fields: object, message: string): void }, topic: T, payload: InstanceEvents[T]): void {
  bus.publish(topic, payload).catch((error: unknown) => log.warn({ err: error, topic }, 'instance event not sent'));
}
