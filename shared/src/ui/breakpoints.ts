import { useSyncExternalStore } from 'react';

/** Spec section 9: mobile under 768, tablet up to 1280, small desktop up to 1440; above it the
 * sidebar is always shown. The CSS of the layouts uses the same numbers, and shows the dashboard's
 * sidebar from 1024 px (a laptop), keeping the drawer below it. */
export const BREAKPOINTS = { mobileBelow: 768, tabletUpTo: 1280, smallDesktopUpTo: 1440 } as const;

export type Breakpoint = 'mobile' | 'tablet' | 'small-desktop' | 'desktop';

export function breakpointOf(width: number): Breakpoint {
  if (width < BREAKPOINTS.mobileBelow) return 'mobile';
  if (width <= BREAKPOINTS.tabletUpTo) return 'tablet';
  if (width <= BREAKPOINTS.smallDesktopUpTo) return 'small-desktop';
  return 'desktop';
}

function subscribe(listener: () => void): () => void {
  globalThis.addEventListener?.('resize', listener);
  return () => globalThis.removeEventListener?.('resize', listener);
}

/** The breakpoint of the window, for screens that change structure (a table becoming cards). */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(
    subscribe,
    () => breakpointOf(globalThis.innerWidth),
    () => 'desktop',
  );
}
