import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { JsonValue } from '../scene/json.js';
import type { ScenePatch } from '../scene/document.js';

/** How serious a line of the player's console is. */
export type PlayerLogLevel = 'info' | 'warn' | 'error';

/** One line of the player's console panel. */
export interface PlayerLogEntry {
  readonly level: PlayerLogLevel;
  readonly text: string;
  /** ms since 1970. */
  readonly time: number;
}

/** Most lines the console keeps (older ones are dropped). */
export const PLAYER_LOG_LIMIT = 500;
/** Longest console line kept, in characters. */
export const PLAYER_LOG_LINE_CHARS = 2000;

/**
 * The scene player (preview routes): what it loaded for the logic runtime, its console, and the one door to its
 * document. The player's document is a local copy that is never saved and has no undo: `apply` writes it directly, so
 * the node adapters update the engine. Only the player kernel provides this service (the designer has none).
 */
export interface PlayerService {
  /** The scene's saved logic (generated JavaScript against PuzzleApi); '' when it has none. */
  readonly logic: string;
  /** The preview route's `data` (parsed as JSON when it is JSON, else the text); undefined when the route has none. */
  readonly data: JsonValue | undefined;
  /** Apply patches to the local copy of the document (all or nothing, like the designer's batches). */
  apply(patches: readonly ScenePatch[]): void;
  /** Write a line to the console panel. */
  log(level: PlayerLogLevel, text: string): void;
  /** The console's lines so far (at most PLAYER_LOG_LIMIT). */
  readonly entries: readonly PlayerLogEntry[];
  /** Emits each new console line. */
  readonly onDidLog: Observable<PlayerLogEntry>;
}

/** Service id of the scene player. */
export const PlayerService = createServiceId<PlayerService>('player.state');
