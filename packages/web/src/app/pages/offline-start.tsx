import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { KeptBookingsList } from '../../features/my-bookings/components/kept-bookings-list';
import { openMemberCard } from '../../features/member-card/card-request';
import { useSettings } from '../../lib/settings/settings-context';
import { useCustomerId } from '../../lib/use-customer-id';
import { useSession } from '../../lib/use-session';
import '../../styles/offline-start.css';

/**
 * The installed app opened without a connection (a cold start, issue 30 §4): pages need the server, so it says
 * "No connection" and shows what the phone kept while logged in: the card and the last My Bookings. The app
 * starts again by itself once the connection is back (app-shell.tsx).
 */
export function OfflineStart() {
  const { t } = useTranslation();
  const { name } = useSettings();
  const { token } = useSession();
  const customerId = useCustomerId();
  const member = token !== null && customerId !== null;
  return (
    <main id="main" className="offline-start container">
      <p className="offline-start__club">{name}</p>
      <h1 className="offline-start__title">{t('offlineStart.title')}</h1>
      <p role="status">{t('common.offline')}</p>
      {member ? (
        <>
          <p>{t('offlineStart.intro')}</p>
          <Button onClick={openMemberCard}>{t('memberCardPage.show')}</Button>
          <KeptBookingsList customerId={customerId} />
        </>
      ) : (
        <p>{t('offlineStart.nothingKept')}</p>
      )}
    </main>
  );
}
