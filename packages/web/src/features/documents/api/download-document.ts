import { useQuery } from '@tanstack/react-query';
import type { DocumentKind } from '@clubportal/contract/sales';
import { apiDownload, type DownloadedFile } from '../../../api/client';

const PATHS: Record<DocumentKind, string> = {
  invoice: '/api/publicinvoices/download-invoice',
  ticket: '/api/publictickets/download-ticket',
};

/** GET /api/publicinvoices/download-invoice/{token} or /api/publictickets/download-ticket/{token}: the PDF. */
export function downloadDocument(kind: DocumentKind, token: string, signal?: AbortSignal): Promise<DownloadedFile> {
  return apiDownload(`${PATHS[kind]}/${encodeURIComponent(token)}`, { signal, fallbackName: `${kind}.pdf` });
}

/**
 * The PDF with a blob: address to save and open it from. The address lives as long as the page (one small
 * file per visit): revoking it on unmount would break the open tab of a member who opened it.
 */
async function downloadWithUrl(kind: DocumentKind, token: string, signal?: AbortSignal): Promise<DownloadedFile & { url: string }> {
  const file = await downloadDocument(kind, token, signal);
  return { ...file, url: URL.createObjectURL(file.blob) };
}

/** Fetched once per page visit: the link may be used again, but a re-render must not download twice. */
export function useDocumentDownload(kind: DocumentKind, token: string) {
  return useQuery({
    queryKey: ['documents', kind, token],
    queryFn: ({ signal }) => downloadWithUrl(kind, token, signal),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
