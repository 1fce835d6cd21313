import type { DockviewApi, IDockviewPanel } from 'dockview-react';
import type { Subscription } from 'rxjs';
import type { ContributionList, DesignMode, Disposable, I18nService, LayoutService, NotificationService, PanelContribution } from '../../../../sdk/index.js';
import { AREA_SIZE, planDefaultLayout, type PlannedPanel } from './default-layout.js';
import { readLayout, writeLayout, type LayoutStorage } from './layout-store.js';

/** The dockview component name every contributed panel is rendered with (the panel id picks the contribution). */
export const CONTRIBUTION_COMPONENT = 'contribution';

/** What the controller needs around it. */
export interface DockControllerDeps {
  readonly panels: ContributionList<PanelContribution>;
  readonly layout: LayoutService;
  readonly i18n: I18nService;
  readonly notifications?: NotificationService;
  readonly storage: LayoutStorage;
  /** The localStorage key of this user's layout in a design mode. */
  readonly storageKey: (mode: DesignMode) => string;
}

/**
 * Keeps a dockview in step with the Panels point and the layout service: restores the user's saved layout
 * (or builds the default), adds and removes panels as contributions come and go, saves every layout change,
 * answers reset and show-panel requests.
 */
export class DockController implements Disposable {
  private readonly subscriptions: Subscription[] = [];
  private readonly disposables: { dispose(): void }[] = [];
  /** Panel ids the user has had in this layout; a known panel that is absent was closed on purpose. */
  private readonly known = new Set<string>();
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private building = false;
  /** The design mode whose layout is shown. */
  private mode: DesignMode = 'design';

  constructor(
    private readonly api: DockviewApi,
    private readonly deps: DockControllerDeps,
  ) {}

  /** Restore or build the layout and start following changes. */
  start(): void {
    this.mode = this.deps.layout.designMode;
    this.restoreOrBuildDefault();
    this.subscriptions.push(
      this.deps.layout.onDidChangeDesignMode.subscribe((mode) => this.switchMode(mode)),
      this.deps.panels.onDidChange.subscribe((panels) => this.sync(panels)),
      this.deps.layout.onDidRequestReset.subscribe(() => this.reset()),
      this.deps.layout.onDidRequestShowPanel.subscribe((id) => this.show(id)),
      this.deps.i18n.onDidChangeTexts.subscribe(() => this.retitle()),
    );
    this.disposables.push(this.api.onDidLayoutChange(() => this.scheduleSave()));
  }

  /** Replace the layout with the default one and save it. */
  reset(): void {
    this.building = true;
    try {
      this.api.clear();
      this.known.clear();
      this.buildDefault(this.deps.panels.current);
    } finally {
      this.building = false;
    }
    this.saveNow();
  }

  /** Keep the layout of the mode left, show the one of the mode entered (its saved layout, else its default). */
  switchMode(mode: DesignMode): void {
    if (mode === this.mode) return;
    this.saveNow();
    this.mode = mode;
    this.known.clear();
    this.building = true;
    try {
      this.api.clear();
    } finally {
      this.building = false;
    }
    this.restoreOrBuildDefault();
  }

  /** Show a panel, adding it at its area when it is not in the layout. */
  show(id: string): void {
    let panel = this.api.getPanel(id);
    if (!panel) {
      const contribution = this.deps.panels.current.find((p) => p.id === id);
      if (!contribution) return;
      panel = this.addAtArea(contribution);
    }
    panel.api.setActive();
  }

  /** Write the layout now (also done shortly after every change). */
  saveNow(): void {
    if (this.saveTimer !== undefined) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    for (const panel of this.api.panels) this.known.add(panel.id);
    writeLayout(this.deps.storage, this.deps.storageKey(this.mode), this.api.toJSON(), [...this.known]);
  }

  dispose(): void {
    if (this.saveTimer !== undefined) this.saveNow();
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    for (const disposable of this.disposables) disposable.dispose();
  }

  private restoreOrBuildDefault(): void {
    const saved = readLayout(this.deps.storage, this.deps.storageKey(this.mode));
    const current = this.deps.panels.current;
    this.building = true;
    try {
      if (saved) {
        try {
          this.api.fromJSON(saved.layout);
          for (const id of saved.known ?? this.api.panels.map((p) => p.id)) this.known.add(id);
          const available = new Set(current.map((p) => p.id));
          for (const panel of [...this.api.panels]) if (!available.has(panel.id)) this.api.removePanel(panel);
          for (const contribution of current) {
            if (!this.known.has(contribution.id) && !this.api.getPanel(contribution.id)) this.addAtArea(contribution);
          }
          if (this.api.panels.length > 0 || current.length === 0) {
            this.retitle();
            return;
          }
        } catch (error) {
          console.warn('The saved layout could not be restored', error);
          this.deps.notifications?.warning(this.deps.i18n.t('designer.layout.restoreFailed'));
        }
        this.api.clear();
        this.known.clear();
      }
      this.buildDefault(current);
    } finally {
      this.building = false;
    }
  }

  private buildDefault(panels: readonly PanelContribution[]): void {
    const byId = new Map(panels.map((p) => [p.id, p]));
    for (const step of planDefaultLayout(panels, this.mode)) {
      const contribution = byId.get(step.id);
      if (contribution) this.addPlanned(contribution, step);
    }
    for (const panel of panels) this.known.add(panel.id);
  }

  private addPlanned(contribution: PanelContribution, step: PlannedPanel): IDockviewPanel {
    const base = this.optionsFor(contribution);
    const position = step.position;
    if (position.kind === 'root') return this.api.addPanel(base);
    if (position.kind === 'tab') return this.api.addPanel({ ...base, position: { referencePanel: position.of, direction: 'within' }, inactive: true });
    const direction = position.area === 'bottom' ? 'below' : position.area;
    const size = position.area === 'bottom' ? { initialHeight: AREA_SIZE.bottom } : { initialWidth: AREA_SIZE[position.area] };
    const reference = position.of ? this.api.getPanel(position.of) : undefined;
    if (reference) return this.api.addPanel({ ...base, ...size, position: { referenceGroup: reference.group, direction } });
    return this.api.addPanel({ ...base, ...size, position: { direction } });
  }

  /** Add a panel where its area is: as a tab beside a panel of the same area, else at that side of the center. */
  private addAtArea(contribution: PanelContribution): IDockviewPanel {
    const base = this.optionsFor(contribution);
    const sameArea = this.deps.panels.current.find((p) => p.id !== contribution.id && p.area === contribution.area && this.api.getPanel(p.id));
    if (sameArea) return this.api.addPanel({ ...base, position: { referencePanel: sameArea.id, direction: 'within' } });
    if (this.api.panels.length === 0) return this.api.addPanel(base);
    const center = this.deps.panels.current.find((p) => p.area === 'center' && this.api.getPanel(p.id));
    const area = contribution.area === 'center' ? undefined : contribution.area;
    if (!area) {
      return center
        ? this.api.addPanel({ ...base, position: { referencePanel: center.id, direction: 'within' } })
        : this.api.addPanel({ ...base, position: { direction: 'right' } });
    }
    const step: PlannedPanel = { id: contribution.id, area, position: { kind: 'side', area, of: center?.id } };
    return this.addPlanned(contribution, step);
  }

  private optionsFor(contribution: PanelContribution): { id: string; component: string; title: string } {
    return { id: contribution.id, component: CONTRIBUTION_COMPONENT, title: this.deps.i18n.t(contribution.titleKey) };
  }

  private sync(panels: readonly PanelContribution[]): void {
    if (this.building) return;
    const ids = new Set(panels.map((p) => p.id));
    for (const panel of [...this.api.panels]) {
      if (!ids.has(panel.id)) {
        this.api.removePanel(panel);
        this.known.delete(panel.id);
      }
    }
    for (const id of [...this.known]) if (!ids.has(id)) this.known.delete(id);
    for (const contribution of panels) {
      if (this.known.has(contribution.id) || this.api.getPanel(contribution.id)) continue;
      this.addAtArea(contribution);
      this.known.add(contribution.id);
    }
  }

  private retitle(): void {
    for (const panel of this.api.panels) {
      const contribution = this.deps.panels.current.find((p) => p.id === panel.id);
      if (contribution) panel.api.setTitle(this.deps.i18n.t(contribution.titleKey));
    }
  }

  private scheduleSave(): void {
    if (this.building) return;
    if (this.saveTimer !== undefined) clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.saveNow(), 120);
  }
}
