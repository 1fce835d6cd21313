import { PlaceholderScreen } from '../placeholder-screen.js';

/** Placeholder: the my-files screen. */
export default function MyFilesScreen() {
  return <PlaceholderScreen titleKey="shell.screen.myFiles" testId="my-files" />;
}
