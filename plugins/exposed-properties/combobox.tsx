import { useId, useState } from 'react';
import { filterOptions } from './group-exposed.js';

interface Props {
  readonly label: string;
  readonly value: string;
  readonly options: readonly string[];
  readonly placeholder: string;
  readonly toggleLabel: string;
  readonly testId: string;
  onChange(value: string): void;
}

/** A text field with a list of known values: pick one or type a new one. */
export function Combobox({ label, value, options, placeholder, toggleLabel, testId, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(false);
  const id = useId();
  const shown = filterOptions(options, typed ? value : '');
  // The list exists only while open with something to offer: aria-controls must name an element that is there.
  const listed = open && shown.length > 0;
  return (
    <div className="kf-exposed-field">
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="kf-exposed-combo">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={listed}
          aria-controls={listed ? `${id}-list` : undefined}
          aria-autocomplete="list"
          data-testid={testId}
          value={value}
          placeholder={placeholder}
          onChange={(e) => {
            onChange(e.target.value);
            setTyped(true);
            setOpen(true);
          }}
          onFocus={() => setTyped(false)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') setOpen(true);
            if (e.key === 'Escape' && open) {
              e.stopPropagation();
              setOpen(false);
            }
          }}
        />
        <button type="button" className="kf-exposed-combo-toggle" aria-label={toggleLabel} tabIndex={-1} onClick={() => { setTyped(false); setOpen(!open); }}>▾</button>
        {listed && (
          <ul id={`${id}-list`} role="listbox" className="kf-exposed-combo-list">
            {shown.map((option) => (
              <li
                key={option}
                role="option"
                aria-selected={option === value}
                onMouseDown={(e) => {
                  e.preventDefault();
                  onChange(option);
                  setOpen(false);
                }}
              >
                {option}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
