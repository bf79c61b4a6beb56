import { useLocation } from 'react-router';

/** A one-time link's token: in the address's fragment, never sent in a request line or a Referer. */
export const useLinkToken = () => useLocation().hash.replace(/^#/, '');
