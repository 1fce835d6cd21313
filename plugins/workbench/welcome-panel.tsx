import type { ComponentType } from 'react';
import type { CommandService, I18nService, PanelProps } from '../../sdk/index.js';
import { useStream } from './use-stream.js';
import { WorkbenchCommandIds } from './workbench-commands.js';

const SHORTCUT_COMMANDS = [WorkbenchCommandIds.showCommands, 'undo.undo', 'undo.redo', 'scene.save'];
const ACTIONS = [WorkbenchCommandIds.showCommands, WorkbenchCommandIds.resetLayout, WorkbenchCommandIds.toggleDesignMode];

/** The Welcome panel: what the designer is, its main shortcuts and a few starting actions. */
export function welcomePanelFor(i18n: I18nService, commands: CommandService, titleOf: (id: string) => string | undefined): ComponentType<PanelProps> {
  return function WelcomePanel() {
    useStream(i18n.onDidChangeTexts, i18n.locale);
    const t = (key: string) => i18n.t(key);
    const shortcuts = SHORTCUT_COMMANDS.flatMap((id) => {
      const binding = commands.keybindingOf(id);
      const title = titleOf(id);
      return binding && title ? [{ id, binding, title }] : [];
    });
    return (
      <div className="kf-welcome">
        <h1>{t('workbench.welcome.heading')}</h1>
        <p className="kf-welcome-intro">{t('workbench.welcome.intro')}</p>
        <h2>{t('workbench.welcome.actions')}</h2>
        <div className="kf-welcome-actions">
          {ACTIONS.map((id) => (
            <button key={id} type="button" className="kf-button" data-testid={`welcome-action-${id}`} onClick={() => void commands.execute(id)}>
              {titleOf(id) ?? id}
            </button>
          ))}
        </div>
        {shortcuts.length > 0 && (
          <>
            <h2>{t('workbench.welcome.shortcuts')}</h2>
            <dl className="kf-welcome-shortcuts">
              {shortcuts.map((s) => (
                <div key={s.id}>
                  <dt>{s.title}</dt>
                  <dd>
                    <kbd>{s.binding}</kbd>
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </div>
    );
  };
}
