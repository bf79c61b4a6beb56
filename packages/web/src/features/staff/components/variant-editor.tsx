import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@clubportal/contract/languages';
import {
  staffVariantBodySchema,
  VARIANT_NAME_MAX,
  variantAsEntered,
  type StaffProduct,
  type StaffVariant,
  type StaffVariantBody,
} from '@clubportal/contract/staff-shop';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useArchiveVariant, useMoveVariant, useSaveVariant } from '../api/staff-products';
import { LanguageGroups } from './content-translations';
import { StaffTable } from './staff-table';
import { useMoneyFormat } from './stock-ledger';

const valuesOf = (variant: StaffVariant | null, product: StaffProduct, languages: readonly Language[]): StaffVariantBody => ({
  ...(variant
    ? variantAsEntered(variant)
    : { name: '', translations: {}, ownPrice: false, price: product.price, trackStock: true, published: true }),
  translations: Object.fromEntries(
    languages.map((l) => [l, { name: variant?.translations[l]?.name ?? '' }]),
  ) as StaffVariantBody['translations'],
});

/** A variant's name per language, its price (its product's, or its own in the product's basis), counting and publishing. */
function VariantForm({
  product,
  variant,
  defaultLanguage,
  languages,
  onDone,
}: {
  product: StaffProduct;
  variant: StaffVariant | null;
  defaultLanguage: Language;
  languages: readonly Language[];
  onDone: (name: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveVariant();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(staffVariantBodySchema), defaultValues: valuesOf(variant, product, languages) });
  const ownPrice = useWatch({ control, name: 'ownPrice' });
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ productId: product.id, variantId: variant?.id ?? null, body });
      onDone(body.name);
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  return (
    <form
      className="form staff-variant-form"
      onSubmit={submit}
      noValidate
      aria-label={variant ? t('staff.variants.editTitle', { name: variant.name }) : t('staff.variants.newTitle')}
    >
      <h3>{variant ? t('staff.variants.editTitle', { name: variant.name }) : t('staff.variants.newTitle')}</h3>
      <LanguageGroups defaultLanguage={defaultLanguage} languages={languages}>
        {(l) => (
          <Field
            label={t('staff.variants.name')}
            error={
              l === null ? errors.name && t('staff.variants.nameRequired') : errors.translations?.[l]?.name && t('staff.content.tooLong')
            }
            required={l === null}
          >
            {(c) => (
              <input
                type="text"
                autoComplete="off"
                maxLength={VARIANT_NAME_MAX}
                {...c}
                {...register(l === null ? 'name' : (`translations.${l}.name` as const))}
              />
            )}
          </Field>
        )}
      </LanguageGroups>
      <Field label={t('staff.variants.ownPrice')} layout="check">
        {(c) => <input type="checkbox" {...c} {...register('ownPrice')} />}
      </Field>
      {ownPrice ? (
        <Field
          label={t('staff.variants.price', {
            basis: t(product.basis === 'gross' ? 'staff.products.basisGross' : 'staff.products.basisNet'),
          })}
          error={errors.price && t('staff.products.priceInvalid')}
          required
        >
          {(c) => <input type="number" inputMode="decimal" step="0.01" min="0" {...c} {...register('price', { valueAsNumber: true })} />}
        </Field>
      ) : null}
      <Field label={t('staff.products.trackStock')} layout="check">
        {(c) => <input type="checkbox" {...c} {...register('trackStock')} />}
      </Field>
      <Field label={t('staff.products.published')} layout="check">
        {(c) => <input type="checkbox" {...c} {...register('published')} />}
      </Field>
      <FormAlert message={errors.root?.message} />
      <div className="staff-variants__actions">
        <Button type="submit" loading={save.isPending}>
          {variant ? t('staff.variants.save') : t('staff.variants.create')}
        </Button>
        <Button variant="ghost" onClick={() => onDone('')}>
          {t('staff.variants.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * A product's variants (sizes, colours) in their order: added, changed, moved up or down and archived here; each
 * one's stock on its own page, through the stock ledger (never typed over).
 */
export function VariantsPanel({
  product,
  variants,
  defaultLanguage,
  languages,
  canWrite,
}: {
  product: StaffProduct;
  variants: readonly StaffVariant[];
  defaultLanguage: Language;
  languages: readonly Language[];
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const move = useMoveVariant();
  const archive = useArchiveVariant();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inUse = variants.filter((v) => !v.archived).length;
  const failed = (e: unknown) => setError(apiErrorMessage(e, t('messages.crash')));
  const writable = canWrite && !product.archived;
  const edited = typeof editing === 'number' ? (variants.find((v) => v.id === editing) ?? null) : null;
  return (
    <section className="staff-variants" aria-labelledby="variants-title">
      <h2 id="variants-title">{t('staff.variants.title')}</h2>
      <p className="staff-table__note">{t('staff.variants.intro')}</p>
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      <FormAlert message={error} />
      {variants.length === 0 ? (
        <p>{t('staff.variants.none')}</p>
      ) : (
        <StaffTable
          rows={variants}
          rowKey={(v) => v.id}
          name={{ labelledBy: 'variants-title' }}
          columns={[
            { header: t('staff.variants.name'), cell: (v) => v.name },
            {
              header: t('staff.products.grossPrice'),
              nowrap: true,
              cell: (v) => (
                <>
                  {money(v.grossPrice, product.currency)}
                  {v.ownPrice ? null : <span className="staff-table__note"> {t('staff.variants.parentPrice')}</span>}
                </>
              ),
            },
            {
              header: t('staff.products.stock'),
              cell: (v) => (
                <>
                  {v.trackStock ? v.stock : t('staff.products.notCounted')}
                  {v.lowStock ? <span className="staff-badge staff-badge--warn">{t('staff.products.low')}</span> : null}{' '}
                  <Link to={`/staff/products/${v.id}`}>
                    {t('staff.variants.stockLink')}
                    <span className="sr-only"> {v.name}</span>
                  </Link>
                </>
              ),
            },
            {
              header: t('staff.products.state'),
              cell: (v) =>
                t(
                  v.archived
                    ? 'staff.products.stateArchived'
                    : v.published
                      ? 'staff.products.statePublished'
                      : 'staff.products.stateHidden',
                ),
            },
            {
              header: t('staff.accounts.actions'),
              actions: true,
              cell: (v) =>
                writable && !v.archived ? (
                  <div className="staff-variants__actions">
                    <Button variant="secondary" className="btn--sm" onClick={() => setEditing(v.id)}>
                      {t('staff.variants.edit')}
                      <span className="sr-only"> {v.name}</span>
                    </Button>
                    <Button
                      variant="secondary"
                      className="btn--sm"
                      disabled={v.position === 1}
                      onClick={() => move.mutate({ productId: product.id, variantId: v.id, position: v.position - 1 }, { onError: failed })}
                    >
                      {t('staff.content.moveUp')}
                      <span className="sr-only"> {v.name}</span>
                    </Button>
                    <Button
                      variant="secondary"
                      className="btn--sm"
                      disabled={v.position === inUse}
                      onClick={() => move.mutate({ productId: product.id, variantId: v.id, position: v.position + 1 }, { onError: failed })}
                    >
                      {t('staff.content.moveDown')}
                      <span className="sr-only"> {v.name}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      className="btn--sm"
                      onClick={() =>
                        archive.mutate(
                          { productId: product.id, variantId: v.id },
                          { onSuccess: () => setNotice(t('staff.variants.archivedDone', { name: v.name })), onError: failed },
                        )
                      }
                    >
                      {t('staff.variants.archive')}
                      <span className="sr-only"> {v.name}</span>
                    </Button>
                  </div>
                ) : null,
            },
          ]}
        />
      )}
      {writable && editing === null ? (
        <p>
          <Button
            variant="secondary"
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            {t('staff.variants.add')}
          </Button>
        </p>
      ) : null}
      {writable && editing !== null ? (
        <VariantForm
          key={editing}
          product={product}
          variant={edited}
          defaultLanguage={defaultLanguage}
          languages={languages}
          onDone={(name) => {
            setEditing(null);
            setError(null);
            setNotice(name ? t('staff.variants.saved', { name }) : null);
          }}
        />
      ) : null}
    </section>
  );
}
