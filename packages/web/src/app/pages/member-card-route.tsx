import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { PageBanner } from '../../components/ui/page-banner';
import { openMemberCard } from '../../features/member-card/card-request';
import '../../styles/member-card-page.css';

/**
 * /member-card: the card's own address (an installed app's way straight to it, and what the service worker
 * opens without a connection). The card is the same overlay the bottom bar opens; it opens by itself here.
 */
export function MemberCardRoute() {
  const { t } = useTranslation();
  useEffect(() => openMemberCard(), []);
  return (
    <div className="member-card-page">
      <PageBanner title={t('memberCard.title')} />
      <div className="container member-card-page__body">
        <p>{t('memberCardPage.intro')}</p>
        <Button onClick={openMemberCard}>{t('memberCardPage.show')}</Button>
      </div>
    </div>
  );
}
