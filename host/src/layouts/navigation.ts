import { ArrowLeftRight, Bell, Briefcase, Circle, Coins, HandCoins, Landmark, List, Megaphone, Palette, Receipt, TrendingUp, User, UserCheck, Users, type LucideIcon } from 'lucide-react';
import type { DashboardArea } from '../federation/areas';
import type { AreaNavItem, NavIconName, RemoteRoutesModule } from '../platform/remote-contract';

const NAV_ICONS: { readonly [K in NavIconName]: LucideIcon } = {
  list: List,
  briefcase: Briefcase,
  'trending-up': TrendingUp,
  coins: Coins,
  'hand-coins': HandCoins,
  'arrow-left-right': ArrowLeftRight,
  megaphone: Megaphone,
  bell: Bell,
  user: User,
  users: Users,
  'user-check': UserCheck,
  palette: Palette,
  landmark: Landmark,
  receipt: Receipt,
};

/**
 * The icon of an entry. A remote deployed before the host may name an icon this host does not
 * know yet: it gets a plain dot rather than breaking the whole sidebar.
 */
export function navIconOf(name: string): LucideIcon {
  return (NAV_ICONS as Readonly<Record<string, LucideIcon>>)[name] ?? Circle;
}

/**
 * An area's sidebar (spec section 2): the entries its remote declares once loaded; until then,
 * or when the remote is down, the area's entry point from the registry, so the frame still works.
 */
export function sidebarOf(area: DashboardArea, remote: RemoteRoutesModule | undefined): readonly AreaNavItem[] {
  return remote?.navigation?.length ? remote.navigation : [area.entry];
}
