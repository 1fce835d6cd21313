import { useState, type ReactNode } from 'react';
import { PromptDialog } from '../../platform/dialog.js';
import { NameTakenWarning } from './name-taken-warning.js';
import { useSceneNameTaken } from './use-scene-name-taken.js';

/** A prompt for a scene name that warns when another scene of the project has it; `own` is the scene's present name. */
export function SceneNamePrompt({ projectUuid, title, label, initial, own, validate, onSubmit, onClose, children }: { readonly projectUuid: string; readonly title: string; readonly label: string; readonly initial: string; readonly own?: string; readonly validate: (value: string) => string | undefined; readonly onSubmit: (value: string) => Promise<void>; readonly onClose: () => void; readonly children?: ReactNode }) {
  const [value, setValue] = useState(initial);
  const taken = useSceneNameTaken(projectUuid, value, own);
  return (
    <PromptDialog title={title} label={label} initial={initial} validate={validate} onValue={setValue} onSubmit={onSubmit} onClose={onClose}>
      {taken && !validate(value) && <NameTakenWarning name={value} />}
      {children}
    </PromptDialog>
  );
}
