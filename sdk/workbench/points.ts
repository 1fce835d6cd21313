import { admitContentId } from '../kernel/content-id.js';
import type { Observable } from 'rxjs';
import type { Disposable } from '../kernel/lifecycle.js';
import { defineContributionPoint } from '../kernel/contribution-point.js';
import { admitCommand } from './command-admission.js';
import type { DesignMode } from '../services/layout.js';
import type { LocaleId } from './locale.js';
import type { ReactComponent } from './react-component.js';

/** Props every panel component receives. */
export interface PanelProps {
  /** The dockview panel id (equal to the contribution id for single-instance panels). */
  readonly panelId: string;
  /** Whether the panel is visible now (hidden tabs stay mounted). */
  readonly visible: boolean;
}

/** Where a panel goes in the default layout. */
export type PanelArea = 'left' | 'center' | 'right' | 'bottom';

/** What a framework-free panel's mount function receives besides its element. */
export interface PanelMountContext {
  /** The dockview panel id. */
  readonly panelId: string;
  /** Visibility now and as it changes (hidden tabs stay mounted). */
  readonly visible: Observable<boolean>;
}

/** Draws a panel's content into `element` without React; the returned Disposable runs when the panel closes. */
export type PanelMount = (element: HTMLElement, context: PanelMountContext) => Disposable;

/** What every panel contribution has, whichever way it draws its content. */
interface PanelContributionBase {
  /** Unique panel id, kept in saved layouts. */
  readonly id: string;
  /** i18n key of the tab title. */
  readonly titleKey: string;
  /** Area of the default layout. */
  readonly area: PanelArea;
  /** Order within the area (lower first). */
  readonly order?: number;
  /** The design mode in which this panel takes the main area (the first, active tab of the center) by default. */
  readonly mainIn?: DesignMode;
}

/** A panel drawn by a React component (built-in plugins; a plugin sharing the designer's React). */
export interface ComponentPanelContribution extends PanelContributionBase {
  /** The React component rendered inside the panel. */
  readonly component: ReactComponent<PanelProps>;
  /** Not used with a component. */
  readonly mount?: never;
}

/** A panel drawn into a plain element (a plugin loaded from a URL with no React of its own, or another framework). */
export interface MountedPanelContribution extends PanelContributionBase {
  /** Draws the content into the panel's element. */
  readonly mount: PanelMount;
  /** Not used with mount. */
  readonly component?: never;
}

/** A dockable panel of the designer workbench: a React component or a mount function. */
export type PanelContribution = ComponentPanelContribution | MountedPanelContribution;

/** Context a command receives when it runs. */
export interface CommandRunContext {
  /** Arguments passed by the caller, if any. */
  readonly args?: unknown;
}

/** A named action that can be run from the palette, a menu or a key binding. */
export interface CommandContribution {
  /** Unique id, e.g. 'workbench.resetLayout'. */
  readonly id: string;
  /** i18n key of the title shown in the palette and menus. */
  readonly titleKey: string;
  /** i18n key of the category shown before the title in the palette. */
  readonly categoryKey?: string;
  /** Key binding such as 'Ctrl+Shift+P', 'F1', 'Delete' (Ctrl matches Meta on macOS). */
  readonly keybinding?: string | readonly string[];
  /** Run only when the key event's target is not a text field (default true for bindings without Ctrl/Alt). */
  readonly skipInTextInput?: boolean;
  /** Whether the command can run now; hidden from the palette when false. */
  readonly enabled?: () => boolean;
  /** The action. */
  run(context: CommandRunContext): void | Promise<void>;
}

/** The menus of the workbench. */
export type MenuId = 'file' | 'edit' | 'view' | 'help' | 'sceneTree.context' | 'viewport.context';

/** A menu entry that runs a command. */
export interface MenuContribution {
  /** The menu it appears in. */
  readonly menu: MenuId;
  /** The command it runs. */
  readonly command: string;
  /** Group name; groups are separated by lines. */
  readonly group?: string;
  /** Order within the group. */
  readonly order?: number;
}

/** A bundle of translated texts for one locale (keys are dotted, values may use {{placeholders}}). */
export interface LocaleContribution {
  /** The locale. */
  readonly locale: LocaleId;
  /** Key → text. */
  readonly texts: Readonly<Record<string, string>>;
}

/** A user setting with its default. */
export interface SettingContribution {
  /** Unique id, e.g. 'viewport.showStats' (the key `SettingsService` reads). */
  readonly id: string;
  /** i18n key of the title. */
  readonly titleKey: string;
  /** The kind of value. */
  readonly type: 'boolean' | 'number' | 'string' | 'enum';
  /** The default value. */
  readonly default: boolean | number | string;
  /** For 'enum': allowed values. */
  readonly options?: readonly string[];
}

/** Dockable panels of the designer. */
export const Panels = defineContributionPoint<PanelContribution>('workbench.panels', { faultSite: 'panel' });
/** Commands with optional key bindings. */
export const Commands = defineContributionPoint<CommandContribution>('workbench.commands', { faultSite: 'command', admit: admitCommand });
/** Menu entries. */
export const Menus = defineContributionPoint<MenuContribution>('workbench.menus');
/** Translation bundles. */
export const Locales = defineContributionPoint<LocaleContribution>('workbench.locales');
/** User settings. */
export const Settings = defineContributionPoint<SettingContribution>('workbench.settings', { admit: admitContentId('key') });
