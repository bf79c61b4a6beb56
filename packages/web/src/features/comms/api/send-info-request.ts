import { useMutation } from '@tanstack/react-query';
import { infoRequestResponseSchema, type InfoRequestBody } from '@clubportal/contract/comms';
import { apiRequest } from '../../../api/client';

/** POST /api/publiccomms/info-request: the footer's "ask us" form. */
export async function sendInfoRequest(body: InfoRequestBody): Promise<void> {
  await apiRequest('/api/publiccomms/info-request', { method: 'POST', body, schema: infoRequestResponseSchema });
}

export function useSendInfoRequest() {
  return useMutation({ mutationFn: sendInfoRequest });
}
