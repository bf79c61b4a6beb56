import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPriceRule, StaffPrices } from '@clubportal/contract/staff-prices';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSavePriceRule } from '../api/price-rules';
import { ruleBody, ruleFormValues, weekdayName, type RuleFormValues } from '../rules/price-rule-form';

/**
 * One price rule's conditions and price: new (`rule` null: first in the list, or last) or a stored one (its
 * place stays). Every condition left open holds for every day, court, customer and date. The server judges the
 * values and answers a refusal in a sentence, shown above the buttons. `onDone` gets the saved rule's place.
 */
export function PriceRuleEditor({
  prices,
  rule,
  onDone,
}: {
  prices: StaffPrices & { bookingTypeId: number };
  rule: StaffPriceRule | null;
  onDone: (savedPosition: number | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSavePriceRule();
  const [values, setValues] = useState<RuleFormValues>(() => ruleFormValues(rule, prices.durations));
  const [error, setError] = useState<string | null>(null);
  // A new rule is most often an exception to the rules below it: it goes first unless the staff say otherwise.
  const [first, setFirst] = useState(true);
  const set = (name: keyof RuleFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const saved = await save.mutateAsync({ id: rule?.id ?? null, bookingTypeId: prices.bookingTypeId, body: ruleBody(values), first });
      onDone(saved.position);
    } catch (failure) {
      setError(apiErrorMessage(failure, t('messages.crash')));
    }
  };
  const titleId = 'staff-price-rule-title';
  return (
    <form className="form staff-price-rule" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{rule ? t('staff.pricesPage.editTitle', { position: rule.position }) : t('staff.pricesPage.newTitle')}</h2>
      <div className="staff-price-rule__grid">
        <Field label={t('staff.pricesPage.duration')} required>
          {(control) => (
            <select {...control} value={values.durationMinutes} onChange={set('durationMinutes')}>
              {prices.durations.map((d) => (
                <option key={d} value={d}>
                  {t('staff.pricesPage.minutes', { count: d })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.pricesPage.weekday')}>
          {(control) => (
            <select {...control} value={values.weekday} onChange={set('weekday')}>
              <option value="">{t('staff.pricesPage.everyDay')}</option>
              {[1, 2, 3, 4, 5, 6, 7].map((d) => (
                <option key={d} value={d}>
                  {weekdayName(d, i18n.language)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.pricesPage.from')} required>
          {(control) => <input type="time" {...control} value={values.from} onChange={set('from')} />}
        </Field>
        <Field label={t('staff.pricesPage.to')} required>
          {(control) => (
            <select {...control} value={values.to} onChange={set('to')}>
              {bandEnds(values.to).map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.pricesPage.court')}>
          {(control) => (
            <select {...control} value={values.resourceId} onChange={set('resourceId')}>
              <option value="">{t('staff.pricesPage.allCourts')}</option>
              {prices.courts.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.pricesPage.audience')}>
          {(control) => (
            <select {...control} value={values.audience} onChange={set('audience')}>
              <option value="everyone">{t('staff.pricesPage.everyone')}</option>
              {prices.groups.map((g) => (
                <option key={g.id} value={`group:${g.id}`}>
                  {t('staff.pricesPage.group', { name: g.name })}
                </option>
              ))}
              <option value="customer">{t('staff.pricesPage.oneCustomer')}</option>
            </select>
          )}
        </Field>
        {values.audience === 'customer' ? (
          <Field label={t('staff.pricesPage.customerId')} required>
            {(control) => (
              <input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                {...control}
                value={values.customerId}
                onChange={set('customerId')}
              />
            )}
          </Field>
        ) : null}
        <Field label={t('staff.pricesPage.validFrom')}>
          {(control) => <input type="date" {...control} value={values.validFrom} onChange={set('validFrom')} />}
        </Field>
        <Field label={t('staff.pricesPage.validTo')}>
          {(control) => <input type="date" {...control} value={values.validTo} onChange={set('validTo')} />}
        </Field>
        <Field label={t('staff.pricesPage.priceIn', { currency: prices.currency })} required>
          {(control) => (
            <input type="text" inputMode="decimal" autoComplete="off" {...control} value={values.price} onChange={set('price')} />
          )}
        </Field>
        {rule ? null : (
          <Field label={t('staff.pricesPage.place')}>
            {(control) => (
              <select {...control} value={first ? 'first' : 'last'} onChange={(e) => setFirst(e.target.value === 'first')}>
                <option value="first">{t('staff.pricesPage.placeFirst')}</option>
                <option value="last">{t('staff.pricesPage.placeLast')}</option>
              </select>
            )}
          </Field>
        )}
      </div>
      <FormAlert message={error} />
      <div className="staff-role-editor__actions">
        <Button type="submit" loading={save.isPending}>
          {rule ? t('staff.pricesPage.save') : t('staff.pricesPage.create')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone(null)}>
          {t('staff.pricesPage.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The ends a band may have: every half hour to 24:00 (a time input cannot say 24:00), and the rule's own. */
function bandEnds(current: string): string[] {
  const ends = Array.from({ length: 48 }, (_, i) => `${String(Math.floor((i + 1) / 2)).padStart(2, '0')}:${(i + 1) % 2 ? '30' : '00'}`);
  return ends.includes(current) ? ends : [...ends, current].sort();
}
