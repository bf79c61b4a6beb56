import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { useStaffProducts } from '../../api/staff-products';
import { StaffList } from '../../components/staff-list';
import { useMoneyFormat } from '../../components/stock-ledger';
import { ProductEditPage } from './product-edit-page';

/** /staff/products (`shop.read`): the list, a new product, one product's form and stock. */
export function ProductsSection() {
  return (
    <Routes>
      <Route index element={<ProductsPage />} />
      <Route path="new" element={<ProductEditPage />} />
      <Route path=":id" element={<ProductEditPage />} />
    </Routes>
  );
}

/** The shop's products by name: a search, the low-stock list (counted, at or under its threshold), archived ones on request. */
function ProductsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = {
    search: params.get('search') ?? '',
    lowStock: params.get('lowStock') === '1',
    archived: params.get('archived') === '1',
  };
  const list = useStaffProducts(filters);
  const money = useMoneyFormat();
  return (
    <section className="staff-page" aria-labelledby="products-title">
      <h1 id="products-title">{t('staff.sections.products')}</h1>
      <form
        className="staff-filters"
        aria-label={t('staff.products.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const next = new URLSearchParams();
          const search = String(data.get('search') ?? '').trim();
          if (search) next.set('search', search);
          if (data.get('lowStock')) next.set('lowStock', '1');
          if (data.get('archived')) next.set('archived', '1');
          setParams(next);
        }}
      >
        <Field label={t('staff.products.search')}>
          {(c) => <input type="search" name="search" defaultValue={filters.search} {...c} />}
        </Field>
        <Field label={t('staff.products.lowStockOnly')} layout="check">
          {(c) => <input type="checkbox" name="lowStock" value="1" defaultChecked={filters.lowStock} {...c} />}
        </Field>
        <Field label={t('staff.products.withArchived')} layout="check">
          {(c) => <input type="checkbox" name="archived" value="1" defaultChecked={filters.archived} {...c} />}
        </Field>
        <div className="staff-filters__actions">
          <Button type="submit" variant="secondary">
            {t('staff.products.apply')}
          </Button>
          <Link className={buttonClass('primary')} to="/staff/products/new">
            {t('staff.products.new')}
          </Link>
        </div>
      </form>
      <StaffList
        query={list}
        rowsOf={(data) => data.products}
        rowKey={(p) => p.id}
        caption={t('staff.sections.products')}
        count={(count) => t('staff.products.count', { count })}
        columns={[
          { header: t('staff.products.name'), cell: (p) => <Link to={`/staff/products/${p.id}`}>{p.name}</Link> },
          { header: t('staff.products.grossPrice'), cell: (p) => money(p.grossPrice, p.currency), nowrap: true },
          {
            header: t('staff.products.stock'),
            cell: (p) => (
              <>
                {p.trackStock ? p.stock : t('staff.products.notCounted')}
                {p.lowStock ? <span className="staff-badge staff-badge--warn">{t('staff.products.low')}</span> : null}
              </>
            ),
          },
          {
            header: t('staff.products.state'),
            cell: (p) =>
              t(p.archived ? 'staff.products.stateArchived' : p.published ? 'staff.products.statePublished' : 'staff.products.stateHidden'),
          },
        ]}
      />
    </section>
  );
}
