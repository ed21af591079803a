/**
 * How a person appears to others on the board, in transfers and broadcasts: the first name and
 * the surname's initial ("Lucía M."), the username without a name (only its initial when it is an address); never the e-mail address.
 */
export function publicNameOf(person: { name: string | null; surname: string | null; username: string }): string {
  const name = person.name?.trim();
  // A username that is an address shows only its first letter.
  if (!name) return person.username.includes('@') ? `${person.username.charAt(0).toUpperCase()}.` : person.username;
  const initial = person.surname?.trim().charAt(0);
  return initial ? `${name} ${initial.toUpperCase()}.` : name;
}
