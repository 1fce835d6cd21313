import { PlaceholderScreen } from '../placeholder-screen.js';

/** Placeholder: the project-list screen. */
export default function ProjectListScreen() {
  return <PlaceholderScreen titleKey="shell.screen.projectList" testId="project-list" />;
}
