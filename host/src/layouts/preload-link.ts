import { areaPreload } from 'host/platform';
import type { AreaPrefix } from '../federation/areas';

/** A link's handlers that warm the area it leads into as soon as the pointer is on it or the
 * keyboard reaches it: the hundred-odd milliseconds before the click fetch the area's remote. */
export function preloadOnIntent(area: AreaPrefix | undefined): { onPointerEnter?: () => void; onFocus?: () => void } {
  if (!area) return {};
  const warm = () => areaPreload.preload(area, 'now');
  return { onPointerEnter: warm, onFocus: warm };
}
