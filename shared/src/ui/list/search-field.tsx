import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '../input/input';
import styles from './list.module.css';

/** How long typing pauses before a list searches: long enough not to ask per keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box whose search lives in the address (`searched`): the search follows
 * once typing pauses, and the address changing elsewhere (back button, "clear filters") shows
 * in the box, unless it only lost the spaces the schema trims.
 */
export function useSearchText(searched: string, onSearch: (q: string) => void) {
  const [text, setText] = useState(searched);

  useEffect(() => {
    setText((current) => (current.trim() === searched ? current : searched));
  }, [searched]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === searched) return undefined;
    const timer = setTimeout(() => onSearch(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, searched, onSearch]);

  return [text, setText] as const;
}

export type SearchFieldProps = {
  label: string;
  /** The search the address holds (empty or absent: none). */
  value: string | undefined;
  /** Called once typing pauses, with the trimmed text. */
  onSearch: (q: string) => void;
  placeholder?: string;
  className?: string;
};

/**
 * A list's search box bound to the address: the list follows once typing pauses, and what the
 * person types stays theirs (an empty answer never clears the field).
 */
export function SearchField({ label, value, onSearch, placeholder, className }: SearchFieldProps) {
  const [text, setText] = useSearchText(value ?? '', onSearch);
  return (
    <div className={[styles.search, className].filter(Boolean).join(' ')}>
      <Search className={styles.searchIcon} size={16} aria-hidden="true" />
      <Input type="search" label={label} placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}
