/** A labelled text input with its error below. */
export function Field({ id, label, value, error, type = 'text', onChange, testId, autoComplete }: { readonly id: string; readonly label: string; readonly value: string; readonly error?: string; readonly type?: string; readonly onChange: (v: string) => void; readonly testId: string; readonly autoComplete?: string }) {
  return (
    <div className="kf-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="kf-input" type={type} value={value} autoComplete={autoComplete} aria-invalid={!!error} aria-describedby={error ? `${id}-e` : undefined} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
      {error && (
        <span id={`${id}-e`} className="kf-field-error" data-testid={`${testId}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
