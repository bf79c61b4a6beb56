import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingListItem } from '@clubportal/contract/bookings';

/** A court's name as members see it: its own, or "Court N" (its place in the list) when the club hides names. */
export function useResourceLabel(): (resource: Pick<BookingListItem, 'name' | 'showNameOnline'>, index: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (resource, index) => (resource.showNameOnline ? resource.name : t('bookingGrid.resourceNumber', { number: index + 1 })),
    [t],
  );
}
