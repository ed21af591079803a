import { Link, useLocation } from 'react-router';
import type { IssuanceLinkProps } from 'shared/issuances';

/** The list's address travels with the link, so the sheet's "back" returns to the same filters. */
export type IssuanceLinkState = { listSearch?: string } | null;

/** The router link the shared issuance components render, carrying the list's address. */
export function IssuanceLink({ to, className, children, ...rest }: IssuanceLinkProps & { 'aria-label'?: string; title?: string; 'data-row-link'?: string }) {
  const { search } = useLocation();
  const state: IssuanceLinkState = { listSearch: search };
  return (
    <Link to={to} className={className} state={state} {...rest}>
      {children}
    </Link>
  );
}
