import { useMutation } from '@tanstack/react-query';
import { newsletterSubscribeResponseSchema, type NewsletterSubscribeBody } from '@clubportal/contract/newsletter';
import { apiRequest } from '../../../api/client';

/** POST /api/newsletter/subscribe: the email and the consent; the server mails the confirmation link. */
export async function subscribeNewsletter(body: NewsletterSubscribeBody): Promise<void> {
  await apiRequest('/api/newsletter/subscribe', { method: 'POST', body, schema: newsletterSubscribeResponseSchema });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
