import { useSession } from 'host/platform';
import styles from './in-person.module.css';

/**
 * Whether the investor acts themself, not a manager simulating them. Moving their tokens, posting
 * their ads and revoking or cancelling their orders are theirs alone: the API refuses them under a
 * simulation (`not_allowed_while_impersonating`), so the screens offer them disabled, with why.
 */
export function useActingInPerson(): boolean {
  return !useSession().simulating;
}

/** Above a screen whose actions are the investor's alone, while a manager simulates them. */
export function InPersonNotice({ text }: { text: string }) {
  return (
    <p className={styles.notice} role="note">
      {text}
    </p>
  );
}
