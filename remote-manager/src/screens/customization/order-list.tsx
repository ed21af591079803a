import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import styles from './customization.module.css';

export type OrderListProps<T extends string> = {
  /** The list's name, which also labels its buttons ("Move KYC up in Onboarding steps"). */
  label: string;
  items: readonly T[];
  labelOf: (item: T) => string;
  onChange: (items: T[]) => void;
  error?: string;
};

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * An order the manager changes by dragging a row, or with its "move up" and "move down"
 * buttons from the keyboard; each move is announced in a live region.
 */
export function OrderList<T extends string>({ label, items, labelOf, onChange, error }: OrderListProps<T>) {
  const { t } = useTranslation('manager');
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function move(from: number, to: number) {
    if (to < 0 || to >= items.length || from === to) return;
    const item = items[from];
    onChange(moved(items, from, to));
    if (item !== undefined) setAnnouncement(t('customization.order.moved', { item: labelOf(item), position: to + 1, total: items.length }));
  }

  function drop(event: DragEvent, to: number) {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  }

  return (
    <div className={styles.orderList} role="group" aria-label={label}>
      <ol className={styles.order}>
        {items.map((item, index) => (
          <li
            key={item}
            className={[styles.orderItem, dragged === index && styles.dragging].filter(Boolean).join(' ')}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              setDragged(index);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => setDragged(null)}
          >
            <GripVertical aria-hidden="true" size={16} className={styles.grip} />
            <span className={styles.orderPosition} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.orderLabel}>{labelOf(item)}</span>
            <button type="button" className={styles.iconButton} onClick={() => move(index, index - 1)} disabled={index === 0} aria-label={t('customization.order.up', { item: labelOf(item), list: label })}>
              <ArrowUp aria-hidden="true" size={16} />
            </button>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => move(index, index + 1)}
              disabled={index === items.length - 1}
              aria-label={t('customization.order.down', { item: labelOf(item), list: label })}
            >
              <ArrowDown aria-hidden="true" size={16} />
            </button>
          </li>
        ))}
      </ol>
      {error && <p className={styles.fieldError}>{error}</p>}
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
