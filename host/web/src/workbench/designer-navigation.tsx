import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { EMPTY } from 'rxjs';
import { OpenScenesService } from '../../../../sdk/index.js';
import { useEditorKernel, useObservable, useT } from '../kernel/kernel-context.js';

const PROJECT_IN_DESIGNER_PATH = /^\/(?:artistDesigner(?:WithCategory)?|design|project|page)\/([^/]+)/;

/** The project the designer works in: the active scene's, else the one named in the address. */
export function useDesignerProject(): string | undefined {
  // Provided by the open-scenes plugin; undefined while it is not active.
  const openScenes = useEditorKernel().plugins.providedService(OpenScenesService);
  const tabs = useObservable(openScenes?.onDidChange ?? EMPTY, openScenes?.tabs ?? []);
  const { pathname } = useLocation();
  const active = tabs.find((tab) => tab.id === openScenes?.activeId) ?? tabs[0];
  if (active) return active.projectUuid;
  const match = PROJECT_IN_DESIGNER_PATH.exec(pathname);
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** Links from the designer's top bar to the scene list of the current project and to the project list. */
export function DesignerNavigation() {
  const t = useT();
  const project = useDesignerProject();
  return (
    <nav className="kf-designer-nav" aria-label={t('designer.nav.label')}>
      {project && (
        <Link to={`/scenes/${encodeURIComponent(project)}`} className="kf-designer-nav-link" data-testid="designer-nav-scenes">
          {t('designer.nav.scenes')}
        </Link>
      )}
      <Link to="/project" className="kf-designer-nav-link" data-testid="designer-nav-projects">
        {t('designer.nav.projects')}
      </Link>
    </nav>
  );
}

/**
 * Plugins link to platform screens with plain `<a href="/…">` (they do not know the router): route such clicks
 * inside the app instead of reloading the page. Put on the workbench's root element.
 */
export function useInAppLinks(): (event: MouseEvent) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(anchor.pathname + anchor.search + anchor.hash);
  };
}
