import type { EventOrigin, InstanceEvents, InstanceTopic } from './instance-bus.js';

type Handler = (payload: unknown, origin: EventOrigin) => void;

/** The subscribers of one instance by topic; a failing handler is reported and does not stop the others. */
export class LocalSubscribers {
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(private readonly onHandlerError: (error: unknown, topic: string) => void) {}

  add<T extends InstanceTopic>(topic: T, handler: (payload: InstanceEvents[T], origin: EventOrigin) => void): () => void {
    const set = this.handlers.get(topic) ?? new Set<Handler>();
    this.handlers.set(topic, set);
    set.add(handler as Handler);
    return () => void set.delete(handler as Handler);
  }

  deliver(topic: string, payload: unknown, origin: EventOrigin): void {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler(payload, origin);
      } catch (error) {
        this.onHandlerError(error, topic);
      }
    }
  }
}
