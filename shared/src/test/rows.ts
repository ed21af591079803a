import type { UserEvent } from '@testing-library/user-event';

const CONTROLS = 'a, button, input, select, textarea, label, [role="button"]';

/** Clicks a list's row where it holds no control (a plain cell or fact), as a person clicking
 * the row and not its link. */
export async function clickRowAwayFromLinks(user: UserEvent, row: HTMLElement): Promise<void> {
  const plain = Array.from(row.querySelectorAll<HTMLElement>('td, dd, p, span')).find(
    (element) => element.textContent?.trim() && !element.querySelector(CONTROLS) && !element.closest(CONTROLS),
  );
  if (!plain) throw new Error('The row has no part outside its controls to click');
  await user.click(plain);
}

/** Presses Enter on a row's link, as a keyboard user opening the row. */
export async function pressEnterOn(user: UserEvent, link: HTMLElement): Promise<void> {
  link.focus();
  await user.keyboard('{Enter}');
}
