import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/error-message';
import { openFacility, type OpenAnswer } from '../api/turnstiles';
import { TextQr } from '../../../components/ui/qr-code';

/** Open Facility: asks the turnstiles for the door's code and shows it (as text and as a QR), or the reason it will not open. */
export function OpenFacility({ bookingId, bookingToken }: { bookingId: number; bookingToken?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<OpenAnswer | null>(null);
  const open = async () => {
    setBusy(true);
    try {
      setAnswer(await openFacility(bookingId, bookingToken));
    } catch (error) {
      setAnswer({ ok: false, reason: apiErrorMessage(error, t('messages.crash')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="open-facility">
      <Button variant="secondary" loading={busy} onClick={() => void open()}>
        {t('myBookings.openFacility')}
      </Button>
      {answer?.ok ? (
        <div className="open-facility__code" role="status">
          <TextQr text={answer.code} label={t('myBookings.doorCode')} size={140} />
          <span>
            {t('myBookings.doorCode')}: <code>{answer.code}</code>
          </span>
        </div>
      ) : answer ? (
        <p className="open-facility__reason" role="alert">
          {answer.reason}
        </p>
      ) : null}
    </div>
  );
}
