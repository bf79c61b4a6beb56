import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffProductResponseSchema,
  staffProductsResponseSchema,
  type StaffProductBody,
  type StaffVariantBody,
} from '@clubportal/contract/staff-shop';
import { staffRequest } from './staff-client';

/** The products page's filters, as the address's query string keeps them. */
export type ProductFilters = { search?: string; lowStock?: boolean; archived?: boolean };

const query = (f: ProductFilters) => ({
  ...(f.search ? { search: f.search } : {}),
  ...(f.lowStock ? { lowStock: '1' } : {}),
  ...(f.archived ? { archived: '1' } : {}),
});

export const useStaffProducts = (filters: ProductFilters) =>
  useQuery({
    queryKey: ['staff', 'products', query(filters)],
    queryFn: () => staffRequest('/api/staff/products', { query: query(filters), schema: staffProductsResponseSchema }),
    placeholderData: keepPreviousData,
  });

export const useStaffProduct = (id: number | null) =>
  useQuery({
    queryKey: ['staff', 'products', id],
    queryFn: () => staffRequest(`/api/staff/products/${id}`, { schema: staffProductResponseSchema }),
    enabled: id !== null,
  });

/** Every product write answers the product with its ledger; the lists (and the audit log) read again. */
function useProductWrite<V>(call: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => call(values).then((a) => staffProductResponseSchema.parse(a)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export const useSaveProduct = () =>
  useProductWrite(({ id, ...body }: StaffProductBody & { id: number | null }) =>
    staffRequest(id === null ? '/api/staff/products' : `/api/staff/products/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
      schema: staffProductResponseSchema,
    }),
  );

export const useArchiveProduct = () =>
  useProductWrite((id: number) =>
    staffRequest(`/api/staff/products/${id}/archive`, { method: 'POST', schema: staffProductResponseSchema }),
  );

export type StockChangeValues = { id: number; kind: 'receive' | 'adjust'; quantity: number; reason: string };
export const useChangeStock = () =>
  useProductWrite(({ id, kind, ...body }: StockChangeValues) =>
    staffRequest(`/api/staff/products/${id}/stock/${kind}`, { method: 'POST', body, schema: staffProductResponseSchema }),
  );

export type VariantSaveValues = { productId: number; variantId: number | null; body: StaffVariantBody };
/** Adds or changes a variant: the answer is its parent with every variant. */
export const useSaveVariant = () =>
  useProductWrite(({ productId, variantId, body }: VariantSaveValues) =>
    staffRequest(
      variantId === null ? `/api/staff/products/${productId}/variants` : `/api/staff/products/${productId}/variants/${variantId}`,
      { method: variantId === null ? 'POST' : 'PUT', body, schema: staffProductResponseSchema },
    ),
  );

export const useMoveVariant = () =>
  useProductWrite(({ productId, variantId, position }: { productId: number; variantId: number; position: number }) =>
    staffRequest(`/api/staff/products/${productId}/variants/${variantId}/move`, {
      method: 'POST',
      body: { position },
      schema: staffProductResponseSchema,
    }),
  );

export const useArchiveVariant = () =>
  useProductWrite(({ productId, variantId }: { productId: number; variantId: number }) =>
    staffRequest(`/api/staff/products/${productId}/variants/${variantId}/archive`, { method: 'POST', schema: staffProductResponseSchema }),
  );
