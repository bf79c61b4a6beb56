import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SponsorFile } from '@clubportal/contract/file-uploads';
import { apiRequest } from '../../../api/client';

export type ClubFileCategory = 'CzGallery' | 'Sponsors';

/** GET /api/fileuploads/open-list?parentName=CZConfig&parentId=1&category=...: the club's public files. */
export async function getClubFiles(category: ClubFileCategory, signal?: AbortSignal): Promise<SponsorFile[]> {
  const answer = await apiRequest('/api/fileuploads/open-list', {
    query: { parentName: 'CZConfig', parentId: 1, category },
    schema: () => import('@clubportal/contract/file-uploads').then((m) => m.openListResponseSchema),
    signal,
  });
  return answer.data;
}

/** The gallery (and later the sponsors); the spec caches the gallery, so it stays fresh for the visit. */
export const clubFilesQuery = (category: ClubFileCategory) =>
  queryOptions({
    queryKey: ['fileuploads', 'open-list', category],
    queryFn: ({ signal }) => getClubFiles(category, signal),
    staleTime: Infinity,
  });

export function useClubFiles(category: ClubFileCategory) {
  return useQuery(clubFilesQuery(category));
}
