import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CheckoutInfo } from '@clubportal/contract/checkout';
import { readCheckoutDraft, storeCheckoutDraft, type CheckoutDraft } from '../checkout-draft';
import { deliveryDefaults, deliverySchema, type DeliveryInput, type DeliveryValues } from '../rules/checkout-rules';

/**
 * The checkout's delivery form. Back from a gateway (a declined card) it starts as the member left it
 * (the tab's draft); otherwise a customer's details fill it once checkout-info brings them.
 */
export function useDeliveryForm(cartGuid: string, info: CheckoutInfo | undefined) {
  const [draft] = useState(() => readCheckoutDraft(cartGuid));
  const form = useForm<DeliveryInput, unknown, DeliveryValues>({
    resolver: zodResolver(deliverySchema),
    defaultValues: draft?.delivery ?? deliveryDefaults(undefined),
  });
  const { reset } = form;
  const filledFor = useRef<number | null>(null);
  useEffect(() => {
    if (info?.customer && filledFor.current !== info.customer.id && !draft) {
      filledFor.current = info.customer.id;
      reset(deliveryDefaults(info));
    }
  }, [info, reset, draft]);
  return { form, draft };
}

/** Everything typed and chosen is kept in this tab while the member is away at a gateway. */
export function useKeepCheckoutDraft(form: ReturnType<typeof useDeliveryForm>['form'], choices: Omit<CheckoutDraft, 'delivery'>) {
  const { cartGuid, transportId, methodChoice, promo } = choices;
  useEffect(() => {
    const keep = () => storeCheckoutDraft({ cartGuid, delivery: form.getValues(), transportId, methodChoice, promo });
    keep();
    const subscription = form.watch(keep);
    return () => subscription.unsubscribe();
  }, [form, cartGuid, transportId, methodChoice, promo]);
}
