import type { ComponentPropsWithoutRef, ElementType, MouseEvent, MouseEventHandler, ReactNode } from 'react';
import { buttonClasses, type ButtonLook } from './button';
import styles from './button.module.css';

export type ButtonLinkProps<C extends ElementType> = ButtonLook & {
  /** The link it renders: the router's `Link` for an address of the app (shared does not depend
   * on the router, so the remote passes it), `'a'` for a file or a download. */
  as: C;
  /** Shown unavailable and not followed, yet still focusable so a screen reader finds it: say why
   * beside it. */
  disabled?: boolean;
} & Omit<ComponentPropsWithoutRef<C>, keyof ButtonLook | 'as' | 'disabled'>;

/** The props every link component takes, which the implementation reads. */
interface LinkLikeProps {
  className?: string;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLElement>;
}

const stay = (event: MouseEvent) => event.preventDefault();

/** A link that looks like the kit's `Button`: `<ButtonLink as={Link} to={…} variant="secondary">`. */
export function ButtonLink<C extends ElementType>({ as, variant, size, fullWidth, icon, disabled = false, ...rest }: ButtonLinkProps<C>) {
  const { className, children, onClick, ...linkProps } = rest as LinkLikeProps;
  // The props were checked against C by ButtonLinkProps; the element only needs to render them.
  const Component = as as ElementType;
  return (
    <Component
      {...linkProps}
      className={buttonClasses({ variant, size, fullWidth }, styles.link, className)}
      aria-disabled={disabled || undefined}
      onClick={disabled ? stay : onClick}
    >
      {icon}
      {children}
    </Component>
  );
}
