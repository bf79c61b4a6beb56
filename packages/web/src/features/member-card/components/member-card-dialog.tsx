import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardField } from '@clubportal/contract/member-card';
import type { Customer } from '@clubportal/contract/accounts';
import { ApiError } from '../../../api/api-error';
import { Dialog } from '../../../components/ui/dialog';
import { QrCode } from '../../../components/ui/qr-code';
import { useCustomer } from '../../../lib/customer/get-customer';
import { useDateFormatter } from '../../../lib/date-format';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { useCustomerId } from '../../../lib/use-customer-id';
import { useOnline } from '../../../lib/use-online';
import { keepImagesOffline } from '../../../lib/service-worker';
import { cardConfigQuery, memberQrQuery, seasonPassesQuery } from '../api/card-queries';
import { closeMemberCard } from '../card-request';
import { liveQr, loadCard, saveCard, selectedSponsors, type CardView } from '../rules/saved-card';
import { SponsorStrip } from './sponsor-strip';
import '../../../styles/member-card.css';

function fieldValue(field: CardField, c: Customer, language: string): string {
  switch (field) {
    case 'memberNumber':
      return String(c.id);
    case 'birthDate':
      return c.birthDate
        ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${c.birthDate}T00:00:00Z`))
        : '';
    case 'phone':
      return c.phone;
    case 'email':
      return c.email;
    case 'city':
      return c.city;
  }
}

/**
 * The virtual membership card (spec): season pass title, photo, name, the configured fields in two columns,
 * the member's QR and the sponsors. Each opening asks for a fresh QR; closing unmounts it, which cancels a
 * call still out (a late answer is dropped) and forgets the code. What it showed last is kept on the phone
 * and shown without a connection, the QR only until it expires.
 */
export function MemberCardDialog() {
  const { t, i18n } = useTranslation();
  const customerId = useCustomerId();
  const online = useOnline();
  const resolve = useUploadUrl();
  const formatDate = useDateFormatter();
  const config = useQuery({ ...cardConfigQuery, enabled: customerId !== null });
  const passes = useQuery({ ...seasonPassesQuery(customerId ?? 0), enabled: customerId !== null });
  const customer = useCustomer(customerId);
  const qr = useQuery({ ...memberQrQuery(customerId ?? 0), enabled: customerId !== null });
  const [saved] = useState(() => (customerId === null ? null : loadCard(window.localStorage, customerId)));
  const [openedAt] = useState(() => Date.now());

  const live: CardView | null =
    config.data && customer.data
      ? {
          topImage: config.data.topImage,
          shield: config.data.shield,
          sponsors: selectedSponsors(config.data.selectedSponsors),
          passName: passes.data?.[0]?.product.seasonPassName ?? saved?.passName ?? null,
          name: `${customer.data.name} ${customer.data.surname}`.trim(),
          photo: customer.data.logo,
          values: config.data.fields
            .map((field) => ({ field, value: fieldValue(field, customer.data, i18n.language) }))
            .filter((v) => v.value !== ''),
          qr: qr.data ? { content: qr.data.content, expires: qr.data.expires } : null,
        }
      : null;

  // Everything the card shows, kept for the next time there is no connection (its pictures by the worker).
  const keptPictures = useRef('');
  const complete = live && passes.isSuccess && live.qr ? live : null;
  useEffect(() => {
    if (!complete || customerId === null) return;
    saveCard(window.localStorage, customerId, complete);
    const pictures = [complete.topImage, complete.shield, ...complete.sponsors, complete.photo].join('|');
    if (keptPictures.current === pictures) return;
    keptPictures.current = pictures;
    keepImagesOffline([complete.topImage, complete.shield, ...complete.sponsors, complete.photo].filter(Boolean).map(resolve));
  }, [complete, customerId, resolve]);

  const card: CardView | null = live ?? (saved ? { ...saved, values: [] } : null);
  // The longest booking window the member's passes give (the server applies it when they book).
  const bookingDays = Math.max(0, ...(passes.data ?? []).map((p) => p.bookingDays ?? 0));
  const code = live?.qr ?? liveQr(saved, openedAt);
  const qrFailed = !online || qr.isError;
  const loading = !card && (config.isPending || customer.isPending);

  return (
    <Dialog open title={t('memberCard.title')} onClose={closeMemberCard} size="sm">
      {loading ? (
        <p className="member-card__state" role="status">
          {t('common.loading')}
        </p>
      ) : !card ? (
        <p className="member-card__state" role="alert">
          {online ? t('messages.crash') : t('memberCard.offlineNothingSaved')}
        </p>
      ) : (
        <div className="member-card">
          <div className="member-card__top" style={card.topImage ? { backgroundImage: `url("${resolve(card.topImage)}")` } : undefined}>
            {card.shield ? <img className="member-card__shield" src={resolve(card.shield)} alt="" width={48} height={48} /> : null}
            <div className="member-card__title">
              <p className="member-card__pass">{card.passName ?? t('memberCard.noPass')}</p>
              {bookingDays ? <p className="member-card__window">{t('memberCard.bookingWindow', { count: bookingDays })}</p> : null}
            </div>
          </div>
          <div className="member-card__holder">
            {card.photo ? (
              <img className="member-card__photo" src={resolve(card.photo)} alt="" width={72} height={72} />
            ) : (
              <span className="member-card__photo member-card__photo--initials" aria-hidden="true">
                {card.name.slice(0, 1)}
              </span>
            )}
            <p className="member-card__name">{card.name}</p>
          </div>
          {card.values.length > 0 ? (
            <dl className="member-card__fields">
              {card.values.map((v) => (
                <div key={v.field} className={`member-card__field member-card__field--${v.field}`}>
                  <dt>{t(`memberCard.fields.${v.field}`)}</dt>
                  <dd>{v.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div className="member-card__qr">
            {code ? (
              <>
                <QrCode
                  qr={{ content: code.content, contentType: 'text/plain', encoding: 'utf8' }}
                  label={t('memberCard.qrLabel', { name: card.name })}
                  size={184}
                />
                <p className="member-card__valid">{t('memberCard.validUntil', { time: formatDate(code.expires, 'HH:mm') })}</p>
              </>
            ) : qr.isPending && online ? (
              <span className="qr-code qr-code--loading" style={{ width: 184, height: 184 }} aria-hidden="true" />
            ) : online && qr.error instanceof ApiError && qr.error.status === 403 ? (
              // The club's rule (a pass valid today), in the server's words.
              <p className="member-card__note">{qr.error.errorMsg}</p>
            ) : (
              <p className="member-card__note">{t('memberCard.qrUnavailable')}</p>
            )}
            {qrFailed && code && !live?.qr ? (
              <p className="member-card__note" role="status">
                {t('memberCard.offlineSaved')}
              </p>
            ) : null}
          </div>
          <SponsorStrip sponsors={card.sponsors} />
        </div>
      )}
    </Dialog>
  );
}
