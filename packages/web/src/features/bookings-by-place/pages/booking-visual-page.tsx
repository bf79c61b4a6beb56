import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { mapSize, placeStates } from '@clubportal/contract/bookings-by-place';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { useTemplateInfo } from '../api/get-template-info';
import { FloorPlan, type PlanPlace } from '../components/floor-plan';
import { byPlaceHref, chosenPlaceHref, endHour, idOf } from '../rules/by-place-links';
import { dayTitle } from '../rules/day-title';
import { LoadFailure } from '../../../components/load-state';

/**
 * The visual place choice (/booking-visual/:bookingId/:templateId, login; spec "Visual place choice"):
 * 'Choose your place' over the class's floor plan. A place is booked when a participant has its id; only
 * free places can be chosen, on the map (tap, click) or in the list of free places beside it (keyboard,
 * screen readers). Choosing goes back to the by-place page with the place, which confirms it.
 */
export function BookingVisualPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const bookingId = idOf(params.bookingId);
  const templateId = idOf(params.templateId);
  const navigate = useNavigate();
  const resolve = useUploadUrl();
  const info = useTemplateInfo(templateId, bookingId);

  const places: PlanPlace[] = useMemo(() => {
    if (!info.data) return [];
    const byPlace = new Map(info.data.participants.map((p) => [p.bookingTemplatePlaceId, p]));
    return placeStates(info.data.places, info.data.participants).map((p) => ({
      ...p,
      holder: info.data.allowSeeParticipants ? (byPlace.get(p.id)?.name ?? '') : '',
    }));
  }, [info.data]);
  // A plan may have more places than the class takes players: once the class is full, no place is free to take.
  const full = info.data ? info.data.booking.placesLeft === 0 : false;
  const free = full ? [] : places.filter((p) => p.state === 'free');
  const size = info.data ? mapSize(info.data.templateMap.configJson) : null;

  const pick = (p: PlanPlace) => {
    if (!info.data || p.state !== 'free' || full) return;
    navigate(chosenPlaceHref({ bookingId: info.data.booking.id, placeId: p.id, place: p.place, date: info.data.booking.date }));
  };

  const b = info.data?.booking;
  return (
    <div className="byplace-visual">
      <PageBanner title={t('byPlace.chooseYourPlace')} />
      <div className="container byplace-visual__body">
        {info.isPending ? (
          <Skeleton className="floor-plan floor-plan--skeleton" />
        ) : info.isError ? (
          <LoadFailure error={info.error} onRetry={() => void info.refetch()} className="shop__state" />
        ) : b ? (
          <>
            <p className="byplace-visual__class">
              <strong>{b.bookingTypeName}</strong> · {dayTitle(b.date, i18n.language)} · {b.startHour} – {endHour(b.startHour, b.duration)}
            </p>
            <p className="byplace-visual__count">{t('byPlace.freeOfTotal', { free: free.length, total: places.length })}</p>
            <div className="byplace-visual__layout">
              {size ? <FloorPlan image={resolve(info.data.imageMap)} size={size} places={places} onPick={pick} /> : null}
              <section className="byplace-visual__list" aria-labelledby="byplace-free-places">
                <h2 id="byplace-free-places">{t('byPlace.freePlaces')}</h2>
                {free.length ? (
                  <ul className="byplace-visual__places">
                    {free.map((p) => (
                      <li key={p.id}>
                        <button type="button" className="chip" onClick={() => pick(p)}>
                          {p.place}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>{t('byPlace.full')}</p>
                )}
              </section>
            </div>
            <p>
              <Link to={byPlaceHref(b.bookingTypeId, b.date)}>{t('byPlace.backToClasses')}</Link>
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
