import type { QueryClient } from '@tanstack/react-query';
import { mainSettingsQuery } from './settings/get-main-settings';

/**
 * Loads Intl's time-zone tables for the club's zone. The first formatter with a time zone costs a slow
 * phone about 100 ms: pages that show club time call this before `hydrateRoot` (`PageModule.warmUp`), so the
 * cost is paid while the page's code starts, not inside one of hydration's short tasks.
 */
export function warmClubTime(queryClient: QueryClient): void {
  const zone = queryClient.getQueryData(mainSettingsQuery.queryKey)?.timeZone;
  if (zone) new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(0);
}
