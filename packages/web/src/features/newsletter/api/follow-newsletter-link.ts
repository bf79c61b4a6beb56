import { useMutation } from '@tanstack/react-query';
import { newsletterTokenResponseSchema } from '@clubportal/contract/newsletter';
import { apiRequest } from '../../../api/client';

export type NewsletterLinkKind = 'confirm' | 'unsubscribe';

/** POST /api/newsletter/confirm or /api/newsletter/unsubscribe with the signed token of the mailed link. */
export async function followNewsletterLink({ kind, token }: { kind: NewsletterLinkKind; token: string }): Promise<void> {
  await apiRequest(`/api/newsletter/${kind}`, { method: 'POST', body: { token }, schema: newsletterTokenResponseSchema });
}

export function useFollowNewsletterLink() {
  return useMutation({ mutationFn: followNewsletterLink });
}
