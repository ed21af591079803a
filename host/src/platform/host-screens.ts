import type { ComponentType, ReactNode } from 'react';

export interface RegisterScreenProps {
  /** Shown above the form instead of the generic description (a project's name, for one). */
  description?: ReactNode;
  /** Called before the "sign in" links navigate, so a flow can remember where to come back to. */
  onLogin?: () => void;
}

/** The host's own screens that a remote shows inside its flow (the invest flow's register page). */
export interface HostScreens {
  register: ComponentType<RegisterScreenProps>;
}

/**
 * Where the host app plugs its screens in at start. The platform module only holds the slot, so
 * importing it stays free of UI; and a remote renders the host's copy, never a bundled second one.
 */
export function createHostScreens() {
  let screens: HostScreens | null = null;
  return {
    provide(provided: HostScreens): void {
      screens = provided;
    },
    get<K extends keyof HostScreens>(name: K): HostScreens[K] {
      if (!screens) throw new Error(`The host has not provided its ${name} screen yet.`);
      return screens[name];
    },
  };
}
