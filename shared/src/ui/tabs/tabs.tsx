import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './tabs.module.css';

export type TabItem = { id: string; label: ReactNode; count?: number };

export type TabsProps = {
  items: readonly TabItem[];
  value: string;
  onChange: (id: string) => void;
  /** Names the tab list for screen readers. */
  label: string;
  /** The content of the selected tab. */
  children?: ReactNode;
};

/** Which edges of a scrolling tab row hide more tabs: the row fades there. */
type Overflow = { start: boolean; end: boolean };

/** Follows the row's scroll position and width, for the fade that says more tabs lie beyond. */
function useOverflow(list: RefObject<HTMLDivElement | null>): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });
  useLayoutEffect(() => {
    const node = list.current;
    if (!node) return;
    const measure = () => {
      // A pixel of slack: zoomed pages give fractional widths.
      const start = node.scrollLeft > 1;
      const end = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
      setOverflow((now) => (now.start === start && now.end === end ? now : { start, end }));
    };
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(node);
    globalThis.addEventListener('resize', measure);
    return () => {
      node.removeEventListener('scroll', measure);
      observer?.disconnect();
      globalThis.removeEventListener('resize', measure);
    };
  }, [list]);
  return overflow;
}

/** Scrolls the row sideways, and only sideways, until the tab is whole in it: a tab chosen from
 * the address or by the arrow keys is never left half hidden, and the page does not jump. */
function revealInRow(list: HTMLElement, tab: HTMLElement): void {
  const row = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  // Room for the fade at the edge, so the tab is readable, not under it.
  const margin = 24;
  if (box.left < row.left) list.scrollLeft -= row.left - box.left + margin;
  else if (box.right > row.right) list.scrollLeft += box.right - row.right + margin;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and
 * select them; only the selected tab is in the Tab order. A row wider than its place scrolls,
 * fading at an edge that hides more tabs, and keeps the selected tab in view.
 */
export function Tabs({ items, value, onChange, label, children }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const overflow = useOverflow(listRef);
  const selectedIndex = Math.max(0, items.findIndex((item) => item.id === value));
  const selectedId = items[selectedIndex]?.id;

  useEffect(() => {
    const tab = selectedId === undefined ? undefined : tabRefs.current.get(selectedId);
    if (listRef.current && tab) revealInRow(listRef.current, tab);
  }, [selectedId]);

  function select(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.id);
    tabRefs.current.get(item.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  const selected = items[selectedIndex];
  return (
    <div>
      {/* The tabs are the focus stops (roving tabindex); the list only hears their arrow keys, as the ARIA tabs pattern has it. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={styles.list}
        data-more-before={overflow.start || undefined}
        data-more-after={overflow.end || undefined}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.id === selected?.id;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => onChange(item.id)}
            >
              {item.label}
              {item.count !== undefined && <span className={styles.count}>{item.count}</span>}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={selected ? `${baseId}-tab-${selected.id}` : undefined}
        tabIndex={0}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  );
}
