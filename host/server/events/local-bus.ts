import { randomUUID } from 'node:crypto';
import { MAX_PAYLOAD_BYTES, type EventOrigin, type InstanceBus, type InstanceEvents, type InstanceTopic } from './instance-bus.js';
import { LocalSubscribers } from './local-subscribers.js';

/** The bus of a single instance (SQLite): events reach this process's subscribers only. */
export class LocalBus implements InstanceBus {
  readonly origin = randomUUID();
  private readonly subscribers: LocalSubscribers;

  constructor(onHandlerError: (error: unknown, topic: string) => void = () => undefined) {
    this.subscribers = new LocalSubscribers(onHandlerError);
  }

  async publish<T extends InstanceTopic>(topic: T, payload: InstanceEvents[T]): Promise<void> {
    if (Buffer.byteLength(JSON.stringify(payload)) > MAX_PAYLOAD_BYTES) throw new Error(`instance event '${topic}' is over ${MAX_PAYLOAD_BYTES} bytes`);
    this.subscribers.deliver(topic, payload, 'local');
  }

  subscribe<T extends InstanceTopic>(topic: T, handler: (payload: InstanceEvents[T], origin: EventOrigin) => void): () => void {
    return this.subscribers.add(topic, handler);
  }

  async close(): Promise<void> {}
}
