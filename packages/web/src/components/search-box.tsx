import { useEffect, useId, useState } from 'react';
import { SEARCH_MIN_LENGTH_EXCLUSIVE } from '@clubportal/contract/shop-limits';
import { SearchIcon } from './ui/icons';
import { isApplicableSearch } from '../lib/search-text';

/** Waits this long after the last keystroke before searching. */
const SEARCH_DEBOUNCE_MS = 400;

type Texts = { label: string; placeholder: string; submit: string; tooShort: (needed: number) => string };

/**
 * A list's search box (the shop, the blog): searches while typing (and on Enter), but only with an empty text
 * or one longer than 3 characters (spec section 5); a shorter text says how many characters are needed.
 */
export function SearchBox({
  value,
  onSearch,
  texts,
  className = '',
}: {
  value: string;
  onSearch: (text: string) => void;
  texts: Texts;
  className?: string;
}) {
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
      className={`shop-search ${className}`.trim()}
      onSubmit={(event) => {
        event.preventDefault();
        if (isApplicableSearch(text)) onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="shop-panel__title">
        {texts.label}
      </label>
      <div className="shop-search__box">
        <input
          id={id}
          type="search"
          className="shop-search__input"
          value={text}
          placeholder={texts.placeholder}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="shop-search__submit" aria-label={texts.submit}>
          <SearchIcon size={18} />
        </button>
      </div>
      <p id={`${id}-hint`} className="shop-search__hint" aria-live="polite">
        {tooShort ? texts.tooShort(SEARCH_MIN_LENGTH_EXCLUSIVE + 1) : ''}
      </p>
    </form>
  );
}
