import { withoutBidiControls } from 'shared';

/**
 * How a person appears to others on the board, in transfers and broadcasts: the first name and
 * the surname's initial ("Lucía M."), the username without a name (only its initial when it is an address); never the e-mail address.
 * Direction controls are dropped: names saved before they were refused, or given by a sign-in
 * provider, must not reorder what is shown around them.
 */
export function publicNameOf(person: { name: string | null; surname: string | null; username: string }): string {
  const name = withoutBidiControls(person.name ?? '').trim();
  const username = withoutBidiControls(person.username);
  // A username that is an address shows only its first letter.
  if (!name) return username.includes('@') ? `${username.charAt(0).toUpperCase()}.` : username;
  const initial = withoutBidiControls(person.surname ?? '').trim().charAt(0);
  return initial ? `${name} ${initial.toUpperCase()}.` : name;
}
