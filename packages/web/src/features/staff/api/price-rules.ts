import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okEnvelope, okOnlySchema } from '@clubportal/contract/api-result';
import {
  pricePreviewResponseSchema,
  staffPriceRuleSchema,
  staffPricesResponseSchema,
  type PriceRuleBody,
} from '@clubportal/contract/staff-prices';
import { staffRequest } from './staff-client';

const ruleResponse = okEnvelope({ model: staffPriceRuleSchema });
const pricesKey = ['staff', 'prices'] as const;

/** The booking types and one type's rules in order (none given: the first type). */
export const usePriceRules = (bookingTypeId: number | null) =>
  useQuery({
    queryKey: [...pricesKey, bookingTypeId],
    queryFn: () =>
      staffRequest('/api/staff/prices', {
        query: bookingTypeId === null ? {} : { bookingTypeId },
        schema: staffPricesResponseSchema,
      }).then((a) => a.model),
    placeholderData: keepPreviousData,
  });

/** Every rule write reads the list again (positions move) and drops earlier previews. */
function useRuleWrite<V, R>(call: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: pricesKey }) });
}

export const useSavePriceRule = () =>
  useRuleWrite(({ id, bookingTypeId, body, first }: { id: number | null; bookingTypeId: number; body: PriceRuleBody; first: boolean }) =>
    staffRequest(id === null ? `/api/staff/prices/${bookingTypeId}/rules` : `/api/staff/prices/rules/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      query: id === null && first ? { position: 1 } : {},
      body,
      schema: ruleResponse,
    }).then((a) => a.model),
  );

export const useMovePriceRule = () =>
  useRuleWrite(({ id, position }: { id: number; position: number }) =>
    staffRequest(`/api/staff/prices/rules/${id}/move`, { body: { position }, schema: ruleResponse }).then((a) => a.model),
  );

export const useRemovePriceRule = () =>
  useRuleWrite((id: number) => staffRequest(`/api/staff/prices/rules/${id}`, { method: 'DELETE', schema: okOnlySchema }));

export type PreviewAsk = { bookingTypeId: number; resourceId: number; start: string; duration: number; customerId?: string };

/** What a slot costs and by which rule; asked again whenever the rules change. */
export const usePricePreview = (ask: PreviewAsk | null) =>
  useQuery({
    queryKey: [...pricesKey, 'preview', ask],
    queryFn: () => staffRequest('/api/staff/prices/preview', { query: ask!, schema: pricePreviewResponseSchema }).then((a) => a.model),
    enabled: ask !== null,
    retry: false,
  });
