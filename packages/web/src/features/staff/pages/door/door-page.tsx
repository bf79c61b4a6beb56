import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DoorBooking, DoorPlayer, ScanResult } from '@clubportal/contract/staff-checkins';
import { deskStaleChangeSchema } from '@clubportal/contract/staff-desk-sync';
import type { ApiError } from '../../../../api/api-error';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useUploadUrl } from '../../../../lib/settings/settings-context';
import { useMarkNoShow, useRevokeCredential, useScanCode } from '../../api/staff-checkins';
import { isStaleEdit } from '../../api/staff-client';
import { CheckInButton } from '../../components/check-in-button';
import { QrCamera } from '../../components/qr-camera';
import { useStaffClub } from '../../components/staff-club';
import { NoShowsPanel } from './no-shows-panel';

/**
 * /staff/door (`checkin.scan`): the desk's scanner. A member card QR or a booking's door code, read by the
 * camera or a handheld scanner (which types it into the field and presses Enter), is checked by the server with
 * the door key; the card shows who it is, their pass, today's bookings with every player's check-in, and lets
 * staff check players in, mark no-shows and revoke the credential.
 */
export function DoorPage() {
  const { t } = useTranslation();
  const scan = useScanCode();
  const [result, setResult] = useState<ScanResult | null>(null);
  const [code, setCode] = useState('');
  const read = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (!trimmed) return;
      scan.mutate(trimmed, { onSuccess: (answer) => setResult(answer), onError: () => setResult(null) });
    },
    [scan],
  );
  return (
    <section className="staff-page staff-door" aria-labelledby="door-title">
      <h1 id="door-title">{t('staff.sections.door')}</h1>
      <div className="staff-door__scanners">
        <QrCamera onCode={read} />
        <form
          className="staff-door__typed"
          aria-label={t('staff.door.typedForm')}
          onSubmit={(event) => {
            event.preventDefault();
            read(code);
            setCode('');
          }}
        >
          <Field label={t('staff.door.code')}>
            {(c) => (
              <input
                {...c}
                name="code"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" loading={scan.isPending}>
            {t('staff.door.read')}
          </Button>
        </form>
      </div>
      <FormAlert message={scan.isError ? apiErrorMessage(scan.error, t('messages.crash')) : null} />
      {result ? <ScanCard key={`${result.credential.id}-${result.checkIn?.checkedInAt ?? ''}`} result={result} /> : null}
      <NoShowsPanel />
    </section>
  );
}

function ScanCard({ result }: { result: ScanResult }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useStaffClub();
  const upload = useUploadUrl();
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone });
  const { holder, checkIn } = result;
  const [bookings, setBookings] = useState(result.bookings);
  const checkedInto = checkIn ? bookings.find((b) => b.bookingId === checkIn.bookingId) : undefined;
  const setPlayer = (participantId: number, change: Partial<DoorPlayer>) =>
    setBookings((list) =>
      list.map((b) => ({ ...b, players: b.players.map((p) => (p.participantId === participantId ? { ...p, ...change } : p)) })),
    );
  // Another desk changed a booking since the scan (409, said by the button): the card shows it as it is now.
  const changedMeanwhile = (error: ApiError) => setBookings((list) => asChanged(list, error));
  return (
    <article className="staff-door__card" aria-labelledby="door-holder">
      <header className="staff-door__holder">
        {holder.photo ? (
          <img className="staff-door__photo" src={upload(holder.photo)} alt="" width={72} height={72} />
        ) : (
          <span className="staff-door__photo staff-door__photo--initials" aria-hidden="true">
            {holder.name
              .split(/\s+/)
              .map((w) => w[0] ?? '')
              .join('')
              .slice(0, 2)}
          </span>
        )}
        <div>
          <h2 id="door-holder">{holder.name}</h2>
          <p>
            {t(result.credential.kind === 'member' ? 'staff.door.memberCard' : 'staff.door.bookingCode')} ·{' '}
            {t('staff.door.validUntil', { time: time.format(new Date(result.credential.expiresAt)) })}
          </p>
        </div>
      </header>
      <div role="status" className="staff-door__verdict">
        {checkIn && checkedInto ? (
          <p className="form__notice">
            {t(result.already ? 'staff.door.alreadyIn' : 'staff.door.nowIn', {
              name: holder.name,
              booking: bookingLabel(checkedInto, time),
              time: time.format(new Date(checkIn.checkedInAt)),
              by: checkIn.checkedInBy,
            })}
          </p>
        ) : (
          <p>{t(bookings.length ? 'staff.door.pickBooking' : 'staff.door.noBookings')}</p>
        )}
      </div>
      <h3>{t('staff.door.passes')}</h3>
      {result.passes.length ? (
        <ul className="staff-door__passes">
          {result.passes.map((p) => (
            <li key={`${p.name}-${p.start}`}>
              {p.name} · {p.end ? t('staff.door.passUntil', { day: day.format(new Date(`${p.end}T12:00:00Z`)) }) : t('staff.door.passOpen')}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('staff.door.noPass')}</p>
      )}
      {bookings.map((b) => (
        <section key={b.bookingId} className="staff-door__booking" aria-labelledby={`door-booking-${b.bookingId}`}>
          <h3 id={`door-booking-${b.bookingId}`}>{bookingLabel(b, time)}</h3>
          <ul className="staff-door__players">
            {b.players.map((p) => (
              <li key={p.participantId}>
                <span className="staff-door__player">{p.name}</span>
                {p.noShow ? (
                  <span className="staff-door__no-show">{t('staff.door.noShow')}</span>
                ) : (
                  <>
                    <CheckInButton
                      player={p}
                      version={b.version}
                      onChange={(c) => setPlayer(p.participantId, { checkIn: c })}
                      onStale={changedMeanwhile}
                    />
                    {!p.checkIn && Date.parse(b.startsAt) <= Date.now() ? (
                      <NoShowButton
                        player={p}
                        version={b.version}
                        onMarked={() => setPlayer(p.participantId, { noShow: true })}
                        onStale={changedMeanwhile}
                      />
                    ) : null}
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <RevokeCredential credentialId={result.credential.id} holder={holder.name} />
    </article>
  );
}

const bookingLabel = (b: DoorBooking, time: Intl.DateTimeFormat) =>
  [`${time.format(new Date(b.startsAt))}–${time.format(new Date(b.endsAt))}`, b.typeName, ...b.resources].join(' · ');

/** The scanned bookings with the one a refusal says changed as it is now (moved, or gone when cancelled). */
function asChanged(list: DoorBooking[], error: ApiError): DoorBooking[] {
  const parsed = deskStaleChangeSchema.safeParse((error.body as { changed?: unknown }).changed);
  if (!parsed.success) return list;
  const c = parsed.data;
  if (c.status !== 'active') return list.filter((b) => b.bookingId !== c.bookingId);
  const endsAt = new Date(Date.parse(c.startsAt) + c.durationMinutes * 60_000).toISOString();
  return list.map((b) =>
    b.bookingId === c.bookingId ? { ...b, startsAt: c.startsAt, endsAt, resources: [c.courtName], version: c.version } : b,
  );
}

function NoShowButton({
  player,
  version,
  onMarked,
  onStale,
}: {
  player: DoorPlayer;
  version: string;
  onMarked: () => void;
  onStale: (error: ApiError) => void;
}) {
  const { t } = useTranslation();
  const mark = useMarkNoShow();
  return (
    <>
      <Button
        variant="ghost"
        loading={mark.isPending}
        aria-label={t('staff.door.noShowFor', { name: player.name })}
        onClick={() =>
          mark.mutate(
            { participantId: player.participantId, version },
            { onSuccess: onMarked, onError: (e) => isStaleEdit(e) && onStale(e) },
          )
        }
      >
        {t('staff.door.markNoShow')}
      </Button>
      <FormAlert message={mark.isError ? apiErrorMessage(mark.error, t('messages.crash')) : null} />
    </>
  );
}

/** Revoking ends the credential at every door (a lost phone, a code shared): confirmed first, since it cannot be undone. */
function RevokeCredential({ credentialId, holder }: { credentialId: string; holder: string }) {
  const { t } = useTranslation();
  const revoke = useRevokeCredential();
  const [asking, setAsking] = useState(false);
  return (
    <div className="staff-door__revoke">
      {revoke.isSuccess ? (
        <p role="status" className="form__notice">
          {t('staff.door.revoked')}
        </p>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('staff.door.revoke')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('staff.door.revokeTitle')}
        confirmLabel={t('staff.door.revoke')}
        cancelLabel={t('staff.door.cancel')}
        tone="danger"
        busy={revoke.isPending}
        error={revoke.isError ? apiErrorMessage(revoke.error, t('messages.crash')) : null}
        onCancel={() => setAsking(false)}
        onConfirm={() => revoke.mutate(credentialId, { onSuccess: () => setAsking(false) })}
      >
        <p>{t('staff.door.revokeText', { name: holder })}</p>
      </ConfirmDialog>
    </div>
  );
}
