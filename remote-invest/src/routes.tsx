import { version as reactVersion } from 'react';
import type { RouteObject } from 'react-router-dom';
import { announceRemote } from 'host/platform';

/** The invest flow's screens, relative to /invest; the host adds the layout, guards and 404. */
export const routes: RouteObject[] = [];

announceRemote('remote_invest', __BUILD_VERSION__, reactVersion);
