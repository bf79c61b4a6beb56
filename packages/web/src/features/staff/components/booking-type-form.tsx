import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@clubportal/contract/languages';
import {
  BOOKING_TYPE_TEXT_FIELDS,
  REFUND_RULES,
  type StaffBookingType,
  type StaffBookingTypes,
} from '@clubportal/contract/staff-booking-types';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSaveBookingType } from '../api/staff-booking-types';
import { bodyOf, durationsOf, formOf, type BookingTypeForm } from '../rules/booking-type-form';
import { ImageUpload } from './image-upload';

type TextKey =
  'name' | 'category' | 'description' | 'extendedDescription' | 'image' | 'kind' | 'anticipationText' | 'cancelText' | 'floorPlanId';
type NumberKey =
  | 'durations'
  | 'preferredDuration'
  | 'slotStepMinutes'
  | 'maxParticipants'
  | 'anticipationHours'
  | 'cancelWindowHours'
  | 'holdMinutes'
  | 'minLevel'
  | 'maxLevel';

/**
 * A booking type's every field (new when `type` is null), its texts in the club's default language and, below,
 * per other language the club offers (left empty, members of that language read the default text). The server
 * judges the values (durations on the slot step, the preferred one listed, levels in order); a refusal shows in
 * the form's alert.
 */
export function BookingTypeFormPanel({
  type,
  kinds,
  floorPlans,
  defaultLanguage,
  languages,
  onDone,
}: {
  type: StaffBookingType | null;
  kinds: string[];
  floorPlans: StaffBookingTypes['floorPlans'];
  defaultLanguage: Language;
  languages: Language[];
  onDone: (saved: StaffBookingType | null) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBookingType();
  const [form, setForm] = useState<BookingTypeForm>(() => formOf(type, kinds, languages));
  const [error, setError] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const text = (name: TextKey | NumberKey) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value }));
  const check = (name: 'sharedPaymentAllowed' | 'allowJoin' | 'byPlace') => (e: { target: { checked: boolean } }) =>
    setForm((f) => ({ ...f, [name]: e.target.checked }));
  const translate = (language: Language, field: (typeof BOOKING_TYPE_TEXT_FIELDS)[number]) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, translations: { ...f.translations, [language]: { ...f.translations[language]!, [field]: e.target.value } } }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      onDone(await save.mutateAsync({ id: type?.id ?? null, body: bodyOf(form) }));
    } catch (failure) {
      setError(apiErrorMessage(failure, t('messages.crash')));
    }
  };
  const listed = durationsOf(form.durations).filter((d) => Number.isInteger(d) && d > 0);
  const w = (key: string) => t(`staff.bookingTypesPage.${key}`);
  const titleId = 'staff-booking-type-form-title';
  const long = (field: string) => field === 'description' || field === 'extendedDescription' || field.endsWith('Text');
  return (
    <form className="form staff-court-panel" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1}>
        {type ? t('staff.bookingTypesPage.editTitle', { name: type.name }) : w('newTitle')}
      </h2>
      <fieldset className="staff-booking-type__group">
        <legend>{t('staff.bookingTypesPage.textsIn', { language: t(`languages.${defaultLanguage}`) })}</legend>
        <div className="staff-court-panel__grid">
          <Field label={w('name')} required>
            {(c) => <input type="text" autoComplete="off" maxLength={100} {...c} value={form.name} onChange={text('name')} />}
          </Field>
          <Field label={w('category')} required>
            {(c) => <input type="text" autoComplete="off" maxLength={60} {...c} value={form.category} onChange={text('category')} />}
          </Field>
          <Field label={w('kind')} required>
            {(c) => (
              <>
                <input
                  type="text"
                  autoComplete="off"
                  list="staff-booking-type-kinds"
                  maxLength={60}
                  {...c}
                  value={form.kind}
                  onChange={text('kind')}
                />
                <datalist id="staff-booking-type-kinds">
                  {kinds.map((k) => (
                    <option key={k} value={k} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
          <Field label={w('image')}>
            {(c) => <input type="text" autoComplete="off" {...c} value={form.image} onChange={text('image')} />}
          </Field>
          <ImageUpload area="catalogue" onUploaded={(address) => setForm((f) => ({ ...f, image: address }))} />
        </div>
        <Field label={w('description')}>
          {(c) => <textarea rows={2} maxLength={1000} {...c} value={form.description} onChange={text('description')} />}
        </Field>
        <Field label={w('extendedDescription')}>
          {(c) => <textarea rows={3} maxLength={20000} {...c} value={form.extendedDescription} onChange={text('extendedDescription')} />}
        </Field>
      </fieldset>

      <fieldset className="staff-booking-type__group">
        <legend>{w('timing')}</legend>
        <div className="staff-court-panel__grid">
          <Field label={w('durations')} required>
            {(c) => <input type="text" inputMode="numeric" autoComplete="off" {...c} value={form.durations} onChange={text('durations')} />}
          </Field>
          <Field label={w('preferredDuration')} required>
            {(c) => (
              <select {...c} value={form.preferredDuration} onChange={text('preferredDuration')}>
                {listed.includes(Number(form.preferredDuration)) ? null : (
                  <option value={form.preferredDuration}>{form.preferredDuration}</option>
                )}
                {listed.map((d) => (
                  <option key={d} value={String(d)}>
                    {t('staff.bookingTypesPage.minutes', { count: d })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={w('slotStep')} required>
            {(c) => (
              <input type="number" min={5} max={240} step={5} {...c} value={form.slotStepMinutes} onChange={text('slotStepMinutes')} />
            )}
          </Field>
          <Field label={w('holdMinutes')} required>
            {(c) => <input type="number" min={1} max={1440} {...c} value={form.holdMinutes} onChange={text('holdMinutes')} />}
          </Field>
          <Field label={w('anticipationHours')}>
            {(c) => <input type="number" min={0} step="any" {...c} value={form.anticipationHours} onChange={text('anticipationHours')} />}
          </Field>
          <Field label={w('cancelWindowHours')} required>
            {(c) => <input type="number" min={0} step="any" {...c} value={form.cancelWindowHours} onChange={text('cancelWindowHours')} />}
          </Field>
          <Field label={w('refundRule')} required>
            {(c) => (
              <select
                {...c}
                value={form.refundRule}
                onChange={(e) => setForm((f) => ({ ...f, refundRule: e.target.value as BookingTypeForm['refundRule'] }))}
              >
                {REFUND_RULES.map((r) => (
                  <option key={r} value={r}>
                    {t(`staff.bookingTypesPage.refund.${r}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label={w('anticipationText')}>
          {(c) => <textarea rows={2} maxLength={500} {...c} value={form.anticipationText} onChange={text('anticipationText')} />}
        </Field>
        <Field label={w('cancelText')}>
          {(c) => <textarea rows={2} maxLength={1000} {...c} value={form.cancelText} onChange={text('cancelText')} />}
        </Field>
      </fieldset>

      <fieldset className="staff-booking-type__group">
        <legend>{w('players')}</legend>
        <div className="staff-court-panel__grid">
          <Field label={w('maxParticipants')} required>
            {(c) => <input type="number" min={1} max={50} {...c} value={form.maxParticipants} onChange={text('maxParticipants')} />}
          </Field>
          <Field label={w('resultSets')} required>
            {(c) => (
              <select
                {...c}
                value={form.resultSets}
                onChange={(e) => setForm((f) => ({ ...f, resultSets: e.target.value === '5' ? '5' : '3' }))}
              >
                <option value="3">{t('staff.bookingTypesPage.sets', { count: 3 })}</option>
                <option value="5">{t('staff.bookingTypesPage.sets', { count: 5 })}</option>
              </select>
            )}
          </Field>
          <Field label={w('minLevel')}>
            {(c) => <input type="number" min={0} max={10} step={0.01} {...c} value={form.minLevel} onChange={text('minLevel')} />}
          </Field>
          <Field label={w('maxLevel')}>
            {(c) => <input type="number" min={0} max={10} step={0.01} {...c} value={form.maxLevel} onChange={text('maxLevel')} />}
          </Field>
        </div>
        <Field label={w('byPlaceField')} layout="check">
          {(c) => <input type="checkbox" {...c} checked={form.byPlace} onChange={check('byPlace')} />}
        </Field>
        {form.byPlace ? (
          <Field label={w('floorPlan')}>
            {(c) => (
              <>
                <select {...c} value={form.floorPlanId} onChange={text('floorPlanId')} aria-describedby={`${c.id}-hint`}>
                  <option value="">{w('noFloorPlan')}</option>
                  {floorPlans.map((p) => (
                    <option key={p.id} value={String(p.id)}>
                      {t('staff.bookingTypesPage.floorPlanOption', { name: p.name, count: p.places })}
                    </option>
                  ))}
                </select>
                <p id={`${c.id}-hint`} className="staff-table__note">
                  {w('floorPlanHint')}
                </p>
              </>
            )}
          </Field>
        ) : null}
        <Field label={w('sharedPayment')} layout="check">
          {(c) => <input type="checkbox" {...c} checked={form.sharedPaymentAllowed} onChange={check('sharedPaymentAllowed')} />}
        </Field>
        <Field label={w('allowJoin')} layout="check">
          {(c) => <input type="checkbox" {...c} checked={form.allowJoin} onChange={check('allowJoin')} />}
        </Field>
      </fieldset>

      {languages.map((language) => {
        const label = t('staff.bookingTypesPage.textsIn', { language: t(`languages.${language}`) });
        const stored = Object.keys(type?.translations[language] ?? {}).length > 0;
        // Languages without a translation start folded, marked so the club sees what is left to translate.
        return (
          <details key={language} className="staff-booking-type__group" open={stored}>
            <summary>
              {label}
              {stored ? null : ` · ${w('untranslated')}`}
            </summary>
            <div role="group" aria-label={label} className="staff-booking-type__texts">
              <p className="staff-page__intro">{w('translationHint')}</p>
              <div className="staff-court-panel__grid">
                {BOOKING_TYPE_TEXT_FIELDS.filter((f) => !long(f)).map((field) => (
                  <Field key={field} label={w(field)}>
                    {(c) => (
                      <input
                        type="text"
                        autoComplete="off"
                        lang={language}
                        {...c}
                        value={form.translations[language]?.[field] ?? ''}
                        onChange={translate(language, field)}
                      />
                    )}
                  </Field>
                ))}
              </div>
              {BOOKING_TYPE_TEXT_FIELDS.filter(long).map((field) => (
                <Field key={field} label={w(field)}>
                  {(c) => (
                    <textarea
                      rows={2}
                      lang={language}
                      {...c}
                      value={form.translations[language]?.[field] ?? ''}
                      onChange={translate(language, field)}
                    />
                  )}
                </Field>
              ))}
            </div>
          </details>
        );
      })}

      <FormAlert message={error} />
      <div className="staff-court-panel__buttons">
        <Button type="submit" loading={save.isPending}>
          {w('save')}
        </Button>
        <Button variant="ghost" onClick={() => onDone(null)}>
          {w('cancel')}
        </Button>
      </div>
    </form>
  );
}
