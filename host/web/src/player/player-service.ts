import { Subject } from 'rxjs';
import { PLAYER_LOG_LIMIT, PLAYER_LOG_LINE_CHARS } from '../../../../sdk/index.js';
import type { JsonValue, PlayerLogEntry, PlayerLogLevel, PlayerService, ScenePatch } from '../../../../sdk/index.js';
import type { SceneDocumentWriter } from '../../../../core/services/scene/scene-document-writer.js';

/** The preview route's `data`: JSON when it parses, else the text itself. */
export function routeData(text: string | undefined): JsonValue | undefined {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return text;
  }
}

/** The player's state for its plugins: the loaded logic and data, the console, and writes to the local document copy. */
export class PlayerServiceImpl implements PlayerService {
  private readonly lines: PlayerLogEntry[] = [];
  private readonly logged = new Subject<PlayerLogEntry>();
  readonly onDidLog = this.logged.asObservable();

  constructor(
    private readonly writer: SceneDocumentWriter,
    readonly logic: string,
    readonly data: JsonValue | undefined,
  ) {}

  get entries(): readonly PlayerLogEntry[] {
    return this.lines;
  }

  apply(patches: readonly ScenePatch[]): void {
    // 'edit' so adapters follow as for any edit; nothing records it (no undo service writes here) and nothing saves it.
    this.writer.apply(patches, 'edit');
  }

  log(level: PlayerLogLevel, text: string): void {
    const entry: PlayerLogEntry = { level, text: text.length > PLAYER_LOG_LINE_CHARS ? `${text.slice(0, PLAYER_LOG_LINE_CHARS)}…` : text, time: Date.now() };
    this.lines.push(entry);
    if (this.lines.length > PLAYER_LOG_LIMIT) this.lines.splice(0, this.lines.length - PLAYER_LOG_LIMIT);
    this.logged.next(entry);
  }
}
