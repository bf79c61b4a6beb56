import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/search-box';

/** The shop's search box (components/search-box.tsx with the shop's texts). */
export function ShopSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <SearchBox
      value={value}
      onSearch={onSearch}
      texts={{
        label: t('shop.searchLabel'),
        placeholder: t('shop.searchPlaceholder'),
        submit: t('shop.searchSubmit'),
        tooShort: (count) => t('shop.searchTooShort', { count }),
      }}
    />
  );
}
