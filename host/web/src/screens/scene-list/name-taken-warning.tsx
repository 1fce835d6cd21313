import { useT } from '../../kernel/kernel-context.js';

/** The warning that a scene name is already used in the project (allowed, but easy to confuse). */
export function NameTakenWarning({ name }: { readonly name: string }) {
  const t = useT();
  return (
    <span className="kf-field-warning" role="status" data-testid="name-taken-warning">
      {t('platform.scenes.nameTaken', { name: name.trim() })}
    </span>
  );
}
