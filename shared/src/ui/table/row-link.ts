import type { MouseEvent } from 'react';
import styles from './row-link.module.css';

/**
 * A list's rows that open their detail. The row's main cell holds one real link (the keyboard
 * and screen readers reach the detail through it, named by the row's subject), marked with
 * `rowLink`; a click anywhere else on the row that is not another control follows that link.
 * The list puts `rowLinks` on the element around its rows (`<tbody>`, `<ul>`).
 */
export const rowLink = { 'data-row-link': '' } as const;

// What a click on the row must leave alone: the row's own controls, and text being selected.
const CONTROLS = 'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="checkbox"], [tabindex]';

function followRowLink(event: MouseEvent<HTMLElement>) {
  if (event.defaultPrevented || event.button !== 0) return;
  const target = event.target as Element;
  const row = target.closest('tr, li');
  if (!row || !event.currentTarget.contains(row)) return;
  const control = target.closest(CONTROLS);
  if (control && row.contains(control)) return;
  if (window.getSelection()?.toString()) return;
  const link = row.querySelector<HTMLElement>('[data-row-link]');
  if (!link) return;
  // The same click on the link: the router follows it, or the browser opens a new tab on
  // Ctrl/⌘/Shift as it would on the link itself.
  link.dispatchEvent(
    new window.MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
    }),
  );
}

/** The props of the element around the rows: the row click, and the pointer on rows that open. */
export const rowLinks = { onClick: followRowLink, className: styles.rows } as const;
