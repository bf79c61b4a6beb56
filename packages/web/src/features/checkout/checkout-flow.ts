import type { CheckoutBody } from '@clubportal/contract/checkout';
import { postCheckout } from './api/checkout';
import { recordCheckoutAttempt } from './checkout-attempt';
import { postForm } from './components/post-form';
import { checkoutFingerprint, nextStep, type NextStep } from './rules/checkout-rules';

/**
 * Sends a checkout and answers where the server's answer leads. The attempt is recorded first: the return
 * pages confirm a payment by its guid, and the checkout page knows when that guid would carry other contents.
 */
export async function submitCheckout(body: CheckoutBody): Promise<NextStep> {
  recordCheckoutAttempt({ guid: body.guid ?? '', fingerprint: checkoutFingerprint(body) });
  return nextStep(await postCheckout(body));
}

/** The answers completed in a form shown on the checkout page itself. */
export type InlineStep = Extract<NextStep, { kind: 'stripe' | 'paypal' | 'mercadoPago' }>;

type Handlers = {
  /** Nothing left to pay: clear the cart and go to /cz/ok. */
  paid: () => void;
  /** The browser is about to leave for a gateway. */
  leaving: () => void;
  /** Shows a provider's form in the page; null where there is no checkout form to show it in. */
  inline: ((step: InlineStep) => void) | null;
  technicalProblems: string;
};

/**
 * Goes where the server's answer to a checkout leads (spec "Checkout"): paid, a gateway's form post or
 * page, or a provider's form in the page. Answers the message to show when it cannot go on, null when it
 * went on. The checkout page and the return from saving a card (which resumes a checkout) both follow
 * their answers through here.
 */
export function followStep(step: NextStep, on: Handlers): string | null {
  switch (step.kind) {
    case 'paid':
      on.paid();
      return null;
    case 'error':
      return step.message;
    case 'post':
      on.leaving();
      postForm(step.url, step.fields);
      return null;
    case 'go':
      on.leaving();
      window.location.assign(step.url);
      return null;
    case 'stripe':
    case 'paypal':
    case 'mercadoPago':
      if (!on.inline) return on.technicalProblems;
      on.inline(step);
      return null;
    case 'none':
      return on.technicalProblems;
  }
}
