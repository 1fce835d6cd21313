import type { Observable } from 'rxjs';
import { defineContributionPoint } from '../kernel/contribution-point.js';
import { admitContentId } from '../kernel/content-id.js';
import { createServiceId } from '../kernel/service-id.js';
import type { LocalizedText } from '../workbench/locale.js';
import type { JsonValue } from '../scene/json.js';
import type { BindingScalar, DataSourceConfig } from './live-data-document.js';

/** Where a source stands: connecting, receiving (live), connected but quiet too long (stale), failed (error), off. */
export type DataSourceState = 'connecting' | 'live' | 'stale' | 'error' | 'off';

/** What a source has received and dropped since it was started. */
export interface DataSourceCounters {
  /** Messages received. */
  readonly received: number;
  /** Messages dropped: not JSON, too large or past the rate limit. */
  readonly dropped: number;
  /** Of the dropped: not JSON. */
  readonly malformed: number;
  /** Of the dropped: larger than LIVE_DATA_LIMITS.messageChars. */
  readonly oversized: number;
  /** Of the dropped: past LIVE_DATA_LIMITS.messagesPerSecond, replaced by a newer message of the same topic (or past what is held). */
  readonly flooded: number;
  /** A binding's path found nothing, or a transform could not take the value's type. */
  readonly unusable: number;
  /** Connections made again after a loss. */
  readonly reconnects: number;
}

/** The status of one data source, shown in the designer and the player. */
export interface DataSourceStatus {
  readonly source: string;
  readonly state: DataSourceState;
  readonly counters: DataSourceCounters;
  /** An i18n key saying why, for 'error' (e.g. 'liveData.error.origin'), with its values. */
  readonly reason?: { readonly key: string; readonly values?: Readonly<Record<string, string | number>> };
  /** When the last message came (ms since 1970), if one did. */
  readonly lastMessageAt?: number;
}

/**
 * What a connection reports to the live-data runtime. The runtime parses, limits, counts and routes messages and owns
 * reconnection with backoff and stale detection; a source kind only connects, subscribes and passes messages on.
 */
export interface DataSourceSink {
  /** The connection is open (subscriptions asked for). */
  open(): void;
  /** One message: its topic ('' when the kind has none) and its text (JSON expected). */
  message(topic: string, text: string): void;
  /** A message larger than LIVE_DATA_LIMITS.messageChars came; a kind that sees the size first reports it here instead of decoding it. */
  oversized(): void;
  /** The connection was lost or could not be made; the runtime connects again later. `key` is an i18n key. */
  fail(key: string, values?: Readonly<Record<string, string | number>>): void;
}

/** An open connection of a source kind. */
export interface DataSourceConnection {
  /** Close it (again: nothing); no sink call follows. */
  close(): void;
}

/** The settings a source kind uses, so the panel shows only those. */
export type DataSourceField = 'url' | 'username' | 'password' | 'qos' | 'interval' | 'headers';

/** A kind of data source (MQTT over WebSocket, WebSocket JSON, …): the `DataSources` contribution point. */
export interface DataSourceKind {
  /** The kind's id, stored as a source's `kind`. */
  readonly id: string;
  /** Its name per language. */
  readonly titles: LocalizedText;
  /** URL schemes it connects to ('ws:', 'wss:', 'http:', 'https:'). */
  readonly schemes: readonly string[];
  /** The settings it reads besides the name and stale time. */
  readonly fields: readonly DataSourceField[];
  /** Whether bindings name topics (MQTT) rather than take every message. */
  readonly topics: boolean;
  /**
   * The kind connects only to the platform's own server (the data relay, docs/live-data.md): its sources have no URL of
   * their own, so the runtime checks neither a URL nor the scene's allowed origins for them.
   */
  readonly sameServer?: boolean;
  /**
   * Connect to `config.url` (already checked against the scene's allowed origins) and report through `sink`; `topics`
   * are the topic filters the bindings of this source name (MQTT subscribes to them).
   */
  connect(config: DataSourceConfig, topics: readonly string[], sink: DataSourceSink): DataSourceConnection;
}

/** Kinds of data source, by id. */
export const DataSources = defineContributionPoint<DataSourceKind>('liveData.sources', { faultSite: 'contribution', admit: admitContentId('kind') });

/**
 * Live data of the open scene (plugins/live-data): sources connected, bound values shown on their nodes as a runtime
 * overlay (the document is never written). In the designer it is off until the user turns on the live preview; in the
 * player it is on.
 */
export interface LiveDataService {
  /** Whether live data is shown. */
  readonly enabled: boolean;
  /** Emits whether live data is shown, now and on change. */
  readonly onDidChangeEnabled: Observable<boolean>;
  /** Turn live data on (connect the scene's sources) or off (disconnect, show the document's values again). */
  setEnabled(enabled: boolean): void;
  /** The status of every source of the scene, by source id, now and on change (at most once a frame). */
  readonly onDidChangeStatus: Observable<ReadonlyMap<string, DataSourceStatus>>;
  /** Bindings whose value changed, with their new values (after their transforms), at most once a frame. */
  readonly onDidChangeValues: Observable<ReadonlyMap<string, BindingScalar>>;
  /** The value a binding showed last (after its transforms), if any. */
  valueOf(bindingId: string): JsonValue | undefined;
}

/** Service id of live data. */
export const LiveDataService = createServiceId<LiveDataService>('liveData.service');
