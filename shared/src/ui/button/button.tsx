import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { LoaderCircle } from 'lucide-react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** How a button looks, whether it is a `<button>` or a link (`ButtonLink`). */
export interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  fullWidth?: boolean;
  icon?: ReactNode;
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    /** Shows a spinner and blocks clicks while an action runs (a form submitting). */
    loading?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

export function buttonClasses({ variant = 'primary', size = 'md', fullWidth = false }: ButtonLook, ...extra: (string | undefined)[]): string {
  return [styles.button, styles[variant], size === 'sm' && styles.sm, fullWidth && styles.full, ...extra].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, fullWidth }, className);
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <LoaderCircle className={styles.spinner} size={16} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
