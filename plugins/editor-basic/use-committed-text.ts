import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, FocusEvent, KeyboardEvent } from 'react';

/** A text field that follows `shown` until edited and commits on Enter or blur (Escape reverts). */
export function useCommittedText(shown: string, commit: (text: string) => void, multiline = false) {
  const [text, setText] = useState(shown);
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = false;
    setText(shown);
  }, [shown]);
  const finish = (value: string) => {
    if (!dirty.current) return;
    dirty.current = false;
    commit(value);
  };
  return {
    value: text,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      dirty.current = true;
      setText(e.target.value);
    },
    onBlur: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => finish(e.target.value),
    onKeyDown: (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (e.key === 'Enter' && (!multiline || e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        finish(e.currentTarget.value);
      } else if (e.key === 'Escape') {
        dirty.current = false;
        setText(shown);
      }
    },
  };
}
