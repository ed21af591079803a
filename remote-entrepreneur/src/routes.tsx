import { version as reactVersion } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { announceRemote } from 'host/platform';

/** The area's screens, relative to its prefix; the host adds the layout, guards and 404. */
export const routes: RouteObject[] = [{ index: true, element: <Navigate to="issuances" replace /> }];

announceRemote('remote_entrepreneur', __BUILD_VERSION__, reactVersion);
