import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPrices } from '@clubportal/contract/staff-prices';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { usePricePreview, type PreviewAsk } from '../api/price-rules';

type Values = { resourceId: string; date: string; time: string; duration: string; customerId: string };

/**
 * "What does this customer pay for this slot, and by which rule?": the server's answer (the same pricing rule
 * the grid, loadprice and the checkout use) in a sentence, asked again whenever the rules change.
 */
export function PricePreview({ prices, today }: { prices: StaffPrices & { bookingTypeId: number }; today: string }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({
    resourceId: String(prices.courts[0]?.id ?? ''),
    date: today,
    time: '18:00',
    duration: String(prices.durations[0] ?? ''),
    customerId: '',
  });
  const [ask, setAsk] = useState<PreviewAsk | null>(null);
  const preview = usePricePreview(ask);
  const set = (name: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const customer = values.customerId.trim();
    setAsk({
      bookingTypeId: prices.bookingTypeId,
      resourceId: Number(values.resourceId),
      start: `${values.date}T${values.time}`,
      duration: Number(values.duration),
      ...(customer ? { customerId: customer } : {}),
    });
  };
  return (
    <form className="form staff-price-preview" onSubmit={submit} noValidate aria-labelledby="staff-price-preview-title">
      <h2 id="staff-price-preview-title">{t('staff.pricesPage.previewTitle')}</h2>
      <p className="staff-page__intro">{t('staff.pricesPage.previewIntro')}</p>
      <div className="staff-price-rule__grid">
        <Field label={t('staff.pricesPage.court')} required>
          {(control) => (
            <select {...control} value={values.resourceId} onChange={set('resourceId')}>
              {prices.courts.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.pricesPage.date')} required>
          {(control) => <input type="date" {...control} value={values.date} onChange={set('date')} />}
        </Field>
        <Field label={t('staff.pricesPage.startTime')} required>
          {(control) => <input type="time" {...control} value={values.time} onChange={set('time')} />}
        </Field>
        <Field label={t('staff.pricesPage.duration')} required>
          {(control) => (
            <select {...control} value={values.duration} onChange={set('duration')}>
              {prices.durations.map((d) => (
                <option key={d} value={d}>
                  {t('staff.pricesPage.minutes', { count: d })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.pricesPage.previewCustomer')}>
          {(control) => (
            <input type="text" inputMode="numeric" autoComplete="off" {...control} value={values.customerId} onChange={set('customerId')} />
          )}
        </Field>
      </div>
      <Button type="submit" loading={preview.isFetching}>
        {t('staff.pricesPage.ask')}
      </Button>
      <div role="status" className="staff-outcome staff-price-preview__answer">
        {preview.data ? <p className={preview.data.price === null ? 'form__alert' : 'form__notice'}>{preview.data.sentence}</p> : null}
      </div>
      <FormAlert message={preview.isError ? apiErrorMessage(preview.error, t('messages.crash')) : null} />
    </form>
  );
}
