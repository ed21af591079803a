import type { ComponentType, ReactNode } from 'react';
import type { Money } from '../money';

/** An amount in the tenant currency, formatted by the caller (the host knows the currency). */
export type FormatMoney = (amount: Money) => string;

/** What a router link needs from the components: shared knows no router, a remote passes its
 * own `Link` (react-router's fits as it is). */
export type IssuanceLinkProps = { to: string; className?: string; children: ReactNode };
export type IssuanceLinkComponent = ComponentType<IssuanceLinkProps>;
