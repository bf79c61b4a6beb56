import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';
import '../../styles/live-search.css';

/** Pauses after the last keystroke before asking the server. */
export const LIVE_SEARCH_DEBOUNCE_MS = 300;

/** Whether a typed text starts a search: an empty box clears, a short one waits for more characters. */
export function isSearchable(text: string, minLength: number): boolean {
  return text.trim().length >= minLength;
}

type Props<T> = {
  /** Accessible name of the search box. */
  label: string;
  placeholder?: string;
  /** Characters needed before searching (the spec gives "at least 3" and "above 3": pass 3 or 4). */
  minLength: number;
  /** Separates caches of different searches. */
  queryKey: string;
  search: (text: string, signal: AbortSignal) => Promise<T[]>;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Said under the box while the text is shorter than minLength (e.g. "Type at least 3 letters"). */
  tooShortHint?: string;
};

/**
 * A search box that answers while typing (spec: live menu search): an empty box clears the results, a
 * search with no hits says "No results found for" and the text, a failure shows the crash text.
 */
export function LiveSearch<T>({ label, placeholder, minLength, queryKey, search, itemKey, renderItem, tooShortHint }: Props<T>) {
  const { t } = useTranslation();
  const inputId = useId();
  const resultsId = useId();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(text.trim()), LIVE_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const active = isSearchable(debounced, minLength) && text.trim() !== '';
  const query = useQuery({
    queryKey: ['live-search', queryKey, debounced],
    queryFn: ({ signal }) => search(debounced, signal),
    enabled: active,
    staleTime: 30_000,
    retry: false,
  });

  return (
    // `field`: the box looks like every other input of the portal.
    <div className="live-search field" role="search">
      <label className="sr-only" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="live-search__input"
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        autoComplete="off"
        aria-controls={resultsId}
        onChange={(event) => setText(event.target.value)}
      />
      <div id={resultsId} className="live-search__results" aria-live="polite">
        {tooShortHint && text.trim() !== '' && !isSearchable(text, minLength) ? (
          <p className="live-search__state">{tooShortHint}</p>
        ) : !active ? null : query.isPending ? (
          <p className="live-search__state">
            <Spinner size="sm" />
          </p>
        ) : query.isError ? (
          <p className="live-search__state" role="alert">
            {t('messages.crash')}
          </p>
        ) : query.data.length === 0 ? (
          <p className="live-search__state">
            {t('messages.noResultsFor')} {debounced}
          </p>
        ) : (
          <ul className="live-search__list">
            {query.data.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
