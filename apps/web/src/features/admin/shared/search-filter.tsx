import { useEffect, useRef, useState } from 'react';
import { Field, Input } from '@chakra-ui/react';
import { SEARCH_DEBOUNCE_MS } from './constants';

export interface SearchFilterProps {
  label: string;
  /** The value in the URL. */
  value: string;
  /** Called once typing pauses, and at once on Enter. */
  onChange: (value: string) => void;
  placeholder?: string;
  /** 'numeric' for an id: phones show the digit keyboard. */
  inputMode?: 'numeric' | 'text';
  testId?: string;
}

/**
 * A text filter that writes to the URL only once typing pauses, so the list does not reload on
 * every letter. It follows the URL when that changes from elsewhere (Back, 'Сбросить фильтры').
 */
export function SearchFilter({
  label,
  value,
  onChange,
  placeholder,
  inputMode,
  testId,
}: SearchFilterProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed from elsewhere: show its value (React's "adjust state on a prop change").
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onChange(next);
  };

  return (
    <Field.Root maxW={{ md: 'sm' }}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="search"
        value={text}
        placeholder={placeholder}
        inputMode={inputMode}
        data-testid={testId}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(text);
          }
        }}
      />
    </Field.Root>
  );
}
