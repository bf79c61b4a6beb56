import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  MAX_PRODUCT_IMAGES,
  productAsEntered,
  staffProductBodySchema,
  type StaffProduct,
  type StaffProductBody,
} from '@clubportal/contract/staff-shop';
import { PRODUCT_TAX_PERCENT } from '@clubportal/contract/tax';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSaveProduct } from '../api/staff-products';
import { useMoneyFormat } from './stock-ledger';
import { ImageUpload } from './image-upload';
import { useUploadUrl } from '../../../lib/settings/settings-context';

const NEW_PRODUCT: StaffProductBody = {
  name: '',
  description: '',
  productTypeId: null,
  price: 0,
  basis: 'gross',
  taxPercent: PRODUCT_TAX_PERCENT,
  published: false,
  trackStock: true,
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  logo: '',
  images: [],
};

/** The product's photos: the main one (the shop's card, first of the gallery) and the gallery's further ones, uploaded or by address. */
function ProductPhotos({
  logo,
  images,
  logoError,
  disabled,
  onLogo,
  onImages,
}: {
  logo: string;
  images: readonly string[];
  logoError: string | undefined;
  disabled: boolean;
  onLogo: (address: string) => void;
  onImages: (images: string[]) => void;
}) {
  const { t } = useTranslation();
  const resolve = useUploadUrl();
  return (
    <fieldset className="staff-product-form__photos">
      <legend>{t('staff.products.photos')}</legend>
      <Field label={t('staff.products.mainPhoto')} error={logoError}>
        {(c) => <input type="text" inputMode="url" autoComplete="off" value={logo} onChange={(e) => onLogo(e.target.value)} {...c} />}
      </Field>
      {logo ? (
        <img className="staff-product-form__thumb" src={resolve(logo)} alt={t('staff.products.mainPhoto')} width={96} height={96} />
      ) : null}
      {disabled ? null : <ImageUpload area="shop" onUploaded={onLogo} />}
      <h3 className="staff-product-form__subtitle">{t('staff.products.gallery')}</h3>
      {images.length === 0 ? <p className="staff-table__note">{t('staff.products.galleryEmpty')}</p> : null}
      <ul className="staff-product-form__gallery">
        {images.map((image, i) => (
          <li key={`${image}-${i}`}>
            <img src={resolve(image)} alt={t('staff.products.galleryPhoto', { number: i + 1 })} width={96} height={96} />
            {disabled ? null : (
              <Button variant="ghost" className="btn--sm" onClick={() => onImages(images.filter((_, j) => j !== i))}>
                {t('staff.products.removePhoto', { number: i + 1 })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {disabled || images.length >= MAX_PRODUCT_IMAGES ? null : (
        <div className="staff-product-form__add-photo">
          <p className="staff-table__note">{t('staff.products.addGalleryPhoto')}</p>
          <ImageUpload area="shop" onUploaded={(address) => onImages([...images, address])} />
        </div>
      )}
    </fieldset>
  );
}

/** The member prices as typed: a group's box left empty has none. */
function memberPrices(typed: Record<number, string>): { customerGroupId: number; price: number }[] | null {
  const prices = Object.entries(typed)
    .filter(([, v]) => v.trim() !== '')
    .map(([id, v]) => ({ customerGroupId: Number(id), price: Number(v.replace(',', '.')) }));
  return prices.some((p) => !Number.isFinite(p.price) || p.price < 0) ? null : prices;
}

/**
 * A product's name, price (entered net or gross: the server derives the other by the tax rule), tax, whether it
 * is in the shop, whether its stock is counted and from which count it is low. Never the stock itself: that only
 * moves through the stock panel's movements.
 */
export function ProductForm({
  product,
  canWrite,
  types,
  groups,
  onSaved,
}: {
  product: StaffProduct | null;
  /** Without `shop.write` the form only shows the product. */
  canWrite: boolean;
  types: ReadonlyArray<{ id: number; name: string }>;
  /** The club's customer groups: each may have its member price. */
  groups: ReadonlyArray<{ id: number; name: string }>;
  onSaved: (saved: StaffProduct) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const money = useMoneyFormat();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(staffProductBodySchema), defaultValues: product ? productAsEntered(product) : NEW_PRODUCT });
  const logo = useWatch({ control, name: 'logo' }) ?? '';
  const images = useWatch({ control, name: 'images' }) ?? [];
  const [typedPrices, setTypedPrices] = useState<Record<number, string>>(() =>
    Object.fromEntries((product?.groupPrices ?? []).map((g) => [g.customerGroupId, String(g.price)])),
  );
  const submit = handleSubmit(async (values) => {
    const groupPrices = memberPrices(typedPrices);
    if (!groupPrices) return setError('root', { message: t('staff.products.priceInvalid') });
    try {
      onSaved((await save.mutateAsync({ id: product?.id ?? null, ...values, groupPrices })).product);
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  const disabled = product?.archived === true || !canWrite;
  return (
    <form className="form staff-product-form" onSubmit={submit} noValidate aria-label={t('staff.products.formTitle')}>
      <fieldset disabled={disabled} className="staff-product-form__fields">
        <Field label={t('staff.products.name')} error={errors.name?.message} required>
          {(c) => <input type="text" autoComplete="off" {...c} {...register('name')} />}
        </Field>
        <Field label={t('staff.products.description')} error={errors.description?.message}>
          {(c) => <textarea rows={3} {...c} {...register('description')} />}
        </Field>
        <Field label={t('staff.products.type')}>
          {(c) => (
            <select {...c} {...register('productTypeId', { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })}>
              <option value="">{t('staff.products.noType')}</option>
              {types.map((ty) => (
                <option key={ty.id} value={ty.id}>
                  {ty.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="staff-product-form__row">
          <Field label={t('staff.products.price')} error={errors.price && t('staff.products.priceInvalid')} required>
            {(c) => <input type="number" inputMode="decimal" step="0.01" min="0" {...c} {...register('price', { valueAsNumber: true })} />}
          </Field>
          <Field label={t('staff.products.basis')}>
            {(c) => (
              <select {...c} {...register('basis')}>
                <option value="gross">{t('staff.products.basisGross')}</option>
                <option value="net">{t('staff.products.basisNet')}</option>
              </select>
            )}
          </Field>
          <Field label={t('staff.products.taxPercent')} error={errors.taxPercent && t('staff.products.taxInvalid')} required>
            {(c) => (
              <input
                type="number"
                inputMode="numeric"
                min="0"
                max="100"
                step="1"
                {...c}
                {...register('taxPercent', { valueAsNumber: true })}
              />
            )}
          </Field>
        </div>
        {product ? (
          <p className="staff-table__note">
            {t('staff.products.derived', {
              net: money(product.netPrice, product.currency),
              gross: money(product.grossPrice, product.currency),
            })}
          </p>
        ) : null}
        {groups.length > 0 ? (
          <fieldset className="staff-product-form__row">
            <legend>{t('staff.products.memberPrices')}</legend>
            {groups.map((g) => (
              <Field key={g.id} label={g.name}>
                {(c) => (
                  <input
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0"
                    value={typedPrices[g.id] ?? ''}
                    onChange={(e) => setTypedPrices((typed) => ({ ...typed, [g.id]: e.target.value }))}
                    {...c}
                  />
                )}
              </Field>
            ))}
          </fieldset>
        ) : null}
        <ProductPhotos
          logo={logo}
          images={images}
          logoError={errors.logo?.message}
          disabled={disabled}
          onLogo={(address) => setValue('logo', address, { shouldDirty: true, shouldValidate: true })}
          onImages={(next) => setValue('images', next, { shouldDirty: true, shouldValidate: true })}
        />
        <Field label={t('staff.products.published')} layout="check">
          {(c) => <input type="checkbox" {...c} {...register('published')} />}
        </Field>
        <Field label={t('staff.products.trackStock')} layout="check">
          {(c) => <input type="checkbox" {...c} {...register('trackStock')} />}
        </Field>
        <Field label={t('staff.products.lowStockThreshold')} error={errors.lowStockThreshold && t('staff.products.thresholdInvalid')}>
          {(c) => (
            <input type="number" inputMode="numeric" min="0" step="1" {...c} {...register('lowStockThreshold', { valueAsNumber: true })} />
          )}
        </Field>
      </fieldset>
      <FormAlert message={errors.root?.message} />
      {disabled ? null : (
        <Button type="submit" loading={save.isPending}>
          {product ? t('staff.products.save') : t('staff.products.create')}
        </Button>
      )}
    </form>
  );
}
