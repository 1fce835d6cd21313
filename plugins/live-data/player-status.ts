import type { DataSourceConfig, DataSourceStatus } from '../../sdk/index.js';

const COLOURS: Readonly<Record<string, string>> = { connecting: '#d0a000', live: '#1f9d55', stale: '#b07000', error: '#c62828', off: '#777777' };

/**
 * The sources' status over the player's view (a scene that asks for it: `liveData.showStatus`): one line a source, a
 * coloured dot, its name and its state, the reason of an error as the line's title. Plain DOM after the canvas, like
 * the annotation layer; names come from the scene and are set as text only.
 */
export class PlayerStatusBadge {
  private readonly root: HTMLElement;

  constructor(canvas: HTMLCanvasElement, private readonly t: (key: string, values?: Readonly<Record<string, string | number>>) => string) {
    const root = canvas.ownerDocument.createElement('div');
    root.dataset.testid = 'player-live-status';
    root.setAttribute('role', 'status');
    root.setAttribute('aria-label', t('liveData.statusTitle'));
    Object.assign(root.style, {
      position: 'absolute', left: '8px', top: '8px', zIndex: '5', padding: '4px 8px', borderRadius: '6px', pointerEvents: 'none',
      background: 'rgba(20, 20, 20, 0.72)', color: '#f2f2f2', font: '12px/1.5 system-ui, sans-serif', maxWidth: '40%',
    });
    canvas.insertAdjacentElement('afterend', root);
    this.root = root;
  }

  show(sources: readonly DataSourceConfig[], statuses: ReadonlyMap<string, DataSourceStatus>): void {
    const doc = this.root.ownerDocument;
    const lines = sources.slice(0, 32).map((source) => {
      const status = statuses.get(source.id);
      const state = status?.state ?? 'connecting';
      const line = doc.createElement('div');
      line.dataset.testid = `player-live-status-${source.id}`;
      line.dataset.state = state;
      Object.assign(line.style, { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
      const dot = doc.createElement('span');
      Object.assign(dot.style, { display: 'inline-block', width: '8px', height: '8px', borderRadius: '50%', marginRight: '6px', background: COLOURS[state] ?? COLOURS.off });
      line.append(dot, doc.createTextNode(`${source.name || source.id} · ${this.t(`liveData.state.${state}`)}`));
      if (status?.reason) line.title = this.t(status.reason.key, status.reason.values);
      return line;
    });
    this.root.replaceChildren(...lines);
  }

  dispose(): void {
    this.root.remove();
  }
}
