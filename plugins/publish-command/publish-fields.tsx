import { useId, type ReactNode } from 'react';
import type { TranslateFn } from '../../sdk/index.js';
import type { FieldProblem, PublishField, PublishForm } from './publish-form.js';

interface Props {
  readonly form: PublishForm;
  /** Problems to show (after the first attempt to send). */
  readonly problems: Partial<Record<PublishField, FieldProblem>>;
  /** The link being changed has a password already (an empty field keeps it). */
  readonly hasPassword: boolean;
  /** Known categories of the project, offered in the category field. */
  readonly categories: readonly string[];
  readonly t: TranslateFn;
  onChange(form: PublishForm): void;
}

/** One labelled row: the control, a hint, and the field's problem in the user's language. */
function Row({ id, field, label, hint, problem, t, children }: { readonly id: string; readonly field: PublishField; readonly label: string; readonly hint?: string; readonly problem?: FieldProblem; readonly t: TranslateFn; readonly children: ReactNode }) {
  return (
    <div className="kf-publish-row">
      <label htmlFor={id}>{label}</label>
      <div className="kf-publish-control">
        {children}
        {problem ? (
          <span id={`${id}-problem`} className="kf-publish-problem" role="alert" data-testid={`publish-problem-${field}`}>{t(problem.key, problem.values)}</span>
        ) : hint ? <span className="kf-publish-hint">{hint}</span> : null}
      </div>
    </div>
  );
}

/** The settings of a link: title, category, group, password, last day, visit limit, allow copy. */
export function PublishFields({ form, problems, hasPassword, categories, t, onChange }: Props) {
  const base = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const id = (field: string) => `${base}-${field}`;
  const set = (patch: Partial<PublishForm>) => onChange({ ...form, ...patch });
  const invalid = (field: PublishField) => (problems[field] ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-problem` } : {});
  return (
    <div className="kf-publish-fields">
      <Row id={id('title')} field="title" label={t('publish.title')} problem={problems.title} t={t}>
        <input id={id('title')} value={form.title} data-testid="publish-title" {...invalid('title')} onChange={(e) => set({ title: e.target.value })} />
      </Row>
      <Row id={id('category')} field="category" label={t('publish.category')} problem={problems.category} t={t}>
        <input id={id('category')} value={form.category} list={`${id('category')}-list`} data-testid="publish-category" {...invalid('category')} onChange={(e) => set({ category: e.target.value })} />
        <datalist id={`${id('category')}-list`}>{categories.map((c) => <option key={c} value={c} />)}</datalist>
      </Row>
      <Row id={id('group')} field="group" label={t('publish.group')} problem={problems.group} t={t}>
        <input id={id('group')} value={form.group} data-testid="publish-group" {...invalid('group')} onChange={(e) => set({ group: e.target.value })} />
      </Row>
      <div className="kf-publish-row kf-publish-check">
        <span />
        <label>
          <input type="checkbox" checked={form.protect} data-testid="publish-protect" onChange={(e) => set({ protect: e.target.checked, password: '' })} />
          {t('publish.protect')}
        </label>
      </div>
      {form.protect && (
        <Row id={id('password')} field="password" label={t('publish.password')} problem={problems.password} t={t}>
          <input
            id={id('password')} type="password" autoComplete="new-password" value={form.password} data-testid="publish-password"
            placeholder={hasPassword ? t('publish.passwordKeep') : ''} {...invalid('password')} onChange={(e) => set({ password: e.target.value })}
          />
        </Row>
      )}
      <Row id={id('expires')} field="expires" label={t('publish.expires')} hint={t('publish.expiresHint')} problem={problems.expires} t={t}>
        <input id={id('expires')} type="date" max="9999-12-31" value={form.expires} data-testid="publish-expires" {...invalid('expires')} onChange={(e) => set({ expires: e.target.value })} />
      </Row>
      <Row id={id('visitLimit')} field="visitLimit" label={t('publish.visitLimit')} hint={t('publish.visitLimitHint')} problem={problems.visitLimit} t={t}>
        <input id={id('visitLimit')} inputMode="numeric" value={form.visitLimit} data-testid="publish-visit-limit" {...invalid('visitLimit')} onChange={(e) => set({ visitLimit: e.target.value })} />
      </Row>
      <div className="kf-publish-row kf-publish-check">
        <span />
        <label>
          <input type="checkbox" checked={form.allowCopy} data-testid="publish-allow-copy" onChange={(e) => set({ allowCopy: e.target.checked })} />
          {t('publish.allowCopy')}
        </label>
      </div>
    </div>
  );
}
