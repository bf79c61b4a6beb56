import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import type { Language } from '@clubportal/contract/languages';
import {
  staffTransportBodySchema,
  TRANSPORT_TEXT_LIMITS,
  transportAsEntered,
  type StaffTransport,
  type StaffTransportBody,
} from '@clubportal/contract/staff-transports';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useArchiveTransport, useMoveTransport, useSaveTransport, useStaffTransports } from '../../api/staff-transports';
import { StaffLoading } from '../../components/console-shell';
import { LanguageGroups } from '../../components/content-translations';
import { StaffList } from '../../components/staff-list';
import { useSignedInStaff } from '../../components/staff-me';
import { useMoneyFormat } from '../../components/stock-ledger';

/** /staff/transports (`shop.read`; writes `shop.write`): what checkout offers to deliver an order, in its order; one transport's form. */
export function TransportsSection() {
  return (
    <Routes>
      <Route index element={<TransportsPage />} />
      <Route path="new" element={<TransportEditPage />} />
      <Route path=":id" element={<TransportEditPage />} />
    </Routes>
  );
}

function TransportsPage() {
  const { t } = useTranslation();
  const list = useStaffTransports();
  const move = useMoveTransport();
  const archive = useArchiveTransport();
  const money = useMoneyFormat();
  const canWrite = useSignedInStaff().permissions.includes('shop.write');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const failed = (e: unknown) => setError(apiErrorMessage(e, t('messages.crash')));
  const offered = list.data?.transports.filter((x) => !x.archived).length ?? 0;
  return (
    <section className="staff-page" aria-labelledby="transports-title">
      <h1 id="transports-title">{t('staff.sections.transports')}</h1>
      <p>{t('staff.transports.intro')}</p>
      {canWrite ? (
        <p>
          <Link className={buttonClass('primary')} to="/staff/transports/new">
            {t('staff.transports.new')}
          </Link>
        </p>
      ) : null}
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      <FormAlert message={error} />
      <StaffList
        query={list}
        rowsOf={(data) => data.transports}
        rowKey={(x) => x.id}
        caption={t('staff.sections.transports')}
        count={(count) => t('staff.transports.count', { count })}
        columns={[
          { header: t('staff.transports.name'), cell: (x) => <Link to={`/staff/transports/${x.id}`}>{x.name}</Link> },
          { header: t('staff.transports.deliveryTime'), cell: (x) => x.deliveryTime },
          { header: t('staff.transports.price'), cell: (x) => money(x.price, x.currency), nowrap: true },
          {
            header: t('staff.products.state'),
            cell: (x) => t(x.archived ? 'staff.transports.stateArchived' : 'staff.transports.stateOffered'),
          },
          {
            header: t('staff.accounts.actions'),
            actions: true,
            cell: (x) =>
              canWrite && !x.archived ? (
                <div className="staff-variants__actions">
                  <Button
                    variant="secondary"
                    className="btn--sm"
                    disabled={x.position === 1}
                    onClick={() => move.mutate({ id: x.id, position: x.position - 1 }, { onError: failed })}
                  >
                    {t('staff.content.moveUp')}
                    <span className="sr-only"> {x.name}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    className="btn--sm"
                    disabled={x.position === offered}
                    onClick={() => move.mutate({ id: x.id, position: x.position + 1 }, { onError: failed })}
                  >
                    {t('staff.content.moveDown')}
                    <span className="sr-only"> {x.name}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    className="btn--sm"
                    onClick={() => {
                      setError(null);
                      archive.mutate(x.id, {
                        onSuccess: (saved) => setNotice(t('staff.transports.archivedDone', { name: saved.name })),
                        onError: failed,
                      });
                    }}
                  >
                    {t('staff.transports.archive')}
                    <span className="sr-only"> {x.name}</span>
                  </Button>
                </div>
              ) : null,
          },
        ]}
      />
    </section>
  );
}

const valuesOf = (transport: StaffTransport | null, languages: readonly Language[]): StaffTransportBody => ({
  ...(transport ? transportAsEntered(transport) : { name: '', deliveryTime: '', price: 0, collect: false }),
  translations: Object.fromEntries(
    languages.map((l) => [l, transport?.translations[l] ?? { name: '', deliveryTime: '' }]),
  ) as StaffTransportBody['translations'],
});

/** A transport's name and delivery time per language, its price (tax included), and whether it is collection at the club. */
function TransportForm({
  transport,
  defaultLanguage,
  languages,
  disabled,
  onSaved,
}: {
  transport: StaffTransport | null;
  defaultLanguage: Language;
  languages: readonly Language[];
  disabled: boolean;
  onSaved: (saved: StaffTransport) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTransport();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(staffTransportBodySchema), defaultValues: valuesOf(transport, languages) });
  const submit = handleSubmit(async (body) => {
    try {
      onSaved(await save.mutateAsync({ id: transport?.id ?? null, body }));
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  const tooLong = t('staff.content.tooLong');
  return (
    <form className="form staff-transport-form" onSubmit={submit} noValidate aria-label={t('staff.transports.formTitle')}>
      <fieldset disabled={disabled} className="staff-product-form__fields">
        <LanguageGroups defaultLanguage={defaultLanguage} languages={languages}>
          {(l) => {
            const base = l === null;
            const error = base ? errors : errors.translations?.[l];
            const name = <K extends 'name' | 'deliveryTime'>(field: K) => (base ? field : (`translations.${l}.${field}` as const));
            return (
              <>
                <Field
                  label={t('staff.transports.name')}
                  error={error?.name && (base ? t('staff.transports.nameRequired') : tooLong)}
                  required={base}
                >
                  {(c) => (
                    <input type="text" autoComplete="off" maxLength={TRANSPORT_TEXT_LIMITS.name} {...c} {...register(name('name'))} />
                  )}
                </Field>
                <Field label={t('staff.transports.deliveryTime')} error={error?.deliveryTime && tooLong}>
                  {(c) => (
                    <input
                      type="text"
                      autoComplete="off"
                      maxLength={TRANSPORT_TEXT_LIMITS.deliveryTime}
                      {...c}
                      {...register(name('deliveryTime'))}
                    />
                  )}
                </Field>
              </>
            );
          }}
        </LanguageGroups>
        <Field label={t('staff.transports.price')} error={errors.price && t('staff.products.priceInvalid')} required>
          {(c) => <input type="number" inputMode="decimal" step="0.01" min="0" {...c} {...register('price', { valueAsNumber: true })} />}
        </Field>
        {/* Collected at the club: its orders are collected, never shipped (the orders page offers the steps that fit). */}
        <Field label={t('staff.transports.collect')} layout="check">
          {(c) => <input type="checkbox" {...c} {...register('collect')} />}
        </Field>
      </fieldset>
      <FormAlert message={errors.root?.message} />
      {disabled ? null : (
        <Button type="submit" loading={save.isPending}>
          {transport ? t('staff.transports.save') : t('staff.transports.create')}
        </Button>
      )}
    </form>
  );
}

/** /staff/transports/new and /staff/transports/:id */
function TransportEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const list = useStaffTransports();
  const canWrite = useSignedInStaff().permissions.includes('shop.write');
  const [notice, setNotice] = useState<string | null>(null);
  const current = id === null ? null : (list.data?.transports.find((x) => x.id === id) ?? null);
  const missing = id !== null && list.data !== undefined && current === null;
  return (
    <section className="staff-page" aria-labelledby="transport-title">
      <p>
        <Link to="/staff/transports">{t('staff.transports.back')}</Link>
      </p>
      <h1 id="transport-title">{id === null ? t('staff.transports.new') : (current?.name ?? t('staff.sections.transports'))}</h1>
      {list.isPending ? <StaffLoading /> : null}
      <FormAlert
        message={list.isError ? apiErrorMessage(list.error, t('messages.crash')) : missing ? t('staff.transports.missing') : null}
      />
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      {current?.archived ? <p>{t('staff.transports.archivedNote')}</p> : null}
      {list.data && !missing && (id !== null || canWrite) ? (
        <TransportForm
          key={current?.id ?? 'new'}
          transport={current}
          defaultLanguage={list.data.defaultLanguage}
          languages={list.data.languages}
          disabled={!canWrite || current?.archived === true}
          onSaved={(saved) => {
            setNotice(t('staff.transports.saved', { name: saved.name }));
            if (id === null) navigate(`/staff/transports/${saved.id}`, { replace: true });
          }}
        />
      ) : null}
    </section>
  );
}
