import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerResponseSchema, type Customer, type SaveCustomerBody } from '@clubportal/contract/accounts';
import { apiRequest } from '../../../api/client';
import { customerQueryKey } from '../../../lib/customer/get-customer';

/** POST /api/publicacademycustomers/put-json: personal data, address and custom field values in one go. */
export async function saveCustomer(body: SaveCustomerBody): Promise<Customer> {
  const answer = await apiRequest('/api/publicacademycustomers/put-json', { method: 'POST', body, schema: customerResponseSchema });
  return answer.model;
}

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomer,
    // The answer is the saved customer: both tabs (and the header) show it without another call.
    onSuccess: (customer) => queryClient.setQueryData(customerQueryKey(customer.id), customer),
  });
}
