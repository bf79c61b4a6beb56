import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LENGTH_EXCLUSIVE } from '@clubportal/contract/shop-limits';
import { SearchIcon } from '../../../components/ui/icons';
import { isApplicableSearch } from '../rules/blog-rules';

/** Waits this long after the last keystroke before searching. */
const SEARCH_DEBOUNCE_MS = 400;

/**
 * The blog's search box: searches while typing (and on Enter), only with an empty text or one longer than
 * 3 characters (spec section 5); a shorter text says how many characters are needed.
 */
export function BlogSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  // The address changed under the box (a link, Back): show its search.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    const trimmed = text.trim();
    if (!isApplicableSearch(trimmed) || trimmed === value) return;
    const timer = window.setTimeout(() => onSearch(trimmed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  const tooShort = !isApplicableSearch(text);
  return (
    <form
      role="search"
      className="shop-search blog__search"
      onSubmit={(event) => {
        event.preventDefault();
        if (isApplicableSearch(text)) onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="shop-panel__title">
        {t('blog.searchLabel')}
      </label>
      <div className="shop-search__box">
        <input
          id={id}
          type="search"
          className="shop-search__input"
          value={text}
          placeholder={t('blog.searchPlaceholder')}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="shop-search__submit" aria-label={t('blog.searchSubmit')}>
          <SearchIcon size={18} />
        </button>
      </div>
      <p id={`${id}-hint`} className="shop-search__hint" aria-live="polite">
        {tooShort ? t('blog.searchTooShort', { count: SEARCH_MIN_LENGTH_EXCLUSIVE + 1 }) : ''}
      </p>
    </form>
  );
}
