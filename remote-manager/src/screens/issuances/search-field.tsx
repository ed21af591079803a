import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from 'shared/ui';
import styles from './issuances.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

type SearchFieldProps = {
  label: string;
  placeholder: string;
  /** The search in the address. */
  value: string;
  /** Writes the search into the address; called once typing pauses. */
  onSearch: (value: string) => void;
};

/** What the person types stays theirs: the list follows after a pause, and a failed or empty
 * answer never clears the field. */
export function SearchField({ label, placeholder, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);

  // The address changed elsewhere (back button, "clear filters"): show what it says, unless
  // it only lost the spaces the schema trims.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value) return undefined;
    const timer = setTimeout(() => onSearch(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Search className={styles.searchIcon} size={16} aria-hidden="true" />
      <Input
        type="search"
        label={label}
        placeholder={placeholder}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
