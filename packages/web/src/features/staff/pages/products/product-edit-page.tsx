import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useArchiveProduct, useStaffProduct, useStaffProducts } from '../../api/staff-products';
import { StaffLoading } from '../../components/console-shell';
import { ProductForm } from '../../components/product-form';
import { StockPanel } from '../../components/stock-ledger';
import { useSignedInStaff } from '../../components/staff-me';
import { VariantsPanel } from '../../components/variant-editor';

/** /staff/products/new and /staff/products/:id: the product's form, its stock panel and archiving. */
export function ProductEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const product = useStaffProduct(id);
  const types = useStaffProducts({});
  const archive = useArchiveProduct();
  const me = useSignedInStaff();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canWrite = me.permissions.includes('shop.write');
  const current = product.data?.product ?? null;
  const parentId = current?.parentId ?? null;
  const title = id === null ? t('staff.products.newTitle') : (current?.name ?? t('staff.sections.products'));

  return (
    <section className="staff-page" aria-labelledby="product-title">
      <p>
        <Link to="/staff/products">{t('staff.products.back')}</Link>
      </p>
      <h1 id="product-title">{title}</h1>
      {id !== null && product.isPending ? <StaffLoading /> : null}
      <FormAlert message={product.isError ? apiErrorMessage(product.error, t('messages.crash')) : error} />
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      {current?.archived ? <p>{t('staff.products.archivedNote')}</p> : null}
      {current && parentId !== null && product.data ? (
        // A variant: its stock here, its name and price on its product's page.
        <div className="staff-product">
          <p>
            {t('staff.variants.variantNote')} <Link to={`/staff/products/${parentId}`}>{t('staff.variants.toParent')}</Link>
          </p>
          <StockPanel product={current} movements={product.data.movements} canWrite={canWrite} />
        </div>
      ) : id === null || current ? (
        <div className="staff-product">
          {canWrite || current ? (
            <ProductForm
              key={current?.id ?? 'new'}
              product={current}
              canWrite={canWrite}
              types={types.data?.productTypes ?? []}
              groups={types.data?.customerGroups ?? []}
              onSaved={(saved) => {
                setNotice(t('staff.products.saved', { name: saved.name }));
                if (id === null) navigate(`/staff/products/${saved.id}`, { replace: true });
              }}
            />
          ) : null}
          {current && product.data ? <StockPanel product={current} movements={product.data.movements} canWrite={canWrite} /> : null}
          {current && canWrite && !current.archived ? (
            <Button
              variant="ghost"
              loading={archive.isPending}
              onClick={() => {
                setError(null);
                archive.mutate(current.id, {
                  onSuccess: () => setNotice(t('staff.products.archivedDone', { name: current.name })),
                  onError: (e) => setError(apiErrorMessage(e, t('messages.crash'))),
                });
              }}
            >
              {t('staff.products.archive')}
            </Button>
          ) : null}
          {current && product.data ? (
            <VariantsPanel
              product={current}
              variants={product.data.variants}
              defaultLanguage={product.data.defaultLanguage}
              languages={product.data.languages}
              canWrite={canWrite}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
