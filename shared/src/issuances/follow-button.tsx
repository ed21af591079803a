import { Star } from 'lucide-react';
import { VisuallyHidden } from '../ui/visually-hidden/visually-hidden';
import { useIssuancesText } from './use-issuances-text';
import styles from './follow-button.module.css';

export type FollowButtonProps = {
  following: boolean;
  /** Called with the state the person asks for. */
  onToggle: (follow: boolean) => void;
  /** Names the project for screen readers, where several cards each have a Follow button. */
  title: string;
  disabled?: boolean;
};

/** A toggle: one name ("Follow …") whose pressed state says whether the person follows. */
export function FollowButton({ following, onToggle, title, disabled }: FollowButtonProps) {
  const { t } = useIssuancesText();
  return (
    <button
      type="button"
      className={styles.follow}
      aria-pressed={following}
      disabled={disabled}
      onClick={() => onToggle(!following)}
    >
      <Star size={16} aria-hidden="true" className={styles.icon} fill={following ? 'currentColor' : 'none'} />
      {t('follow.label')}
      <VisuallyHidden> {title}</VisuallyHidden>
    </button>
  );
}
