import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/search-box';

/** The blog's search box (components/search-box.tsx with the blog's texts). */
export function BlogSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <SearchBox
      className="blog__search"
      value={value}
      onSearch={onSearch}
      texts={{
        label: t('blog.searchLabel'),
        placeholder: t('blog.searchPlaceholder'),
        submit: t('blog.searchSubmit'),
        tooShort: (count) => t('blog.searchTooShort', { count }),
      }}
    />
  );
}
