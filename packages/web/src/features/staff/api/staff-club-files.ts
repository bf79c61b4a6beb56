import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffLegalResponseSchema, type StaffLegalBody } from '@clubportal/contract/staff-legal';
import { missingTranslationsResponseSchema } from '@clubportal/contract/club-texts';
import {
  staffClubFileResponseSchema,
  staffClubFilesResponseSchema,
  type ClubFileKind,
  type StaffClubFileBody,
} from '@clubportal/contract/staff-content';
import { staffRequest } from './staff-client';

/** The sponsors' or the gallery's files, not archived, in the home's order, with the club's languages. */
export const useStaffClubFiles = (kind: ClubFileKind) =>
  useQuery({
    queryKey: ['staff', 'club-files', kind],
    queryFn: () => staffRequest(`/api/staff/${kind}`, { schema: staffClubFilesResponseSchema }).then((a) => a.model),
  });

/** A write answers its row; the lists read again (the missing translations and the audit log too). */
function useStaffWrite<V, R>(call: (values: V) => Promise<{ model: R }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => call(values).then((a) => a.model),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export const useSaveClubFile = (kind: ClubFileKind) =>
  useStaffWrite(({ id, body }: { id: number | null; body: StaffClubFileBody }) =>
    staffRequest(id === null ? `/api/staff/${kind}` : `/api/staff/${kind}/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
      schema: staffClubFileResponseSchema,
    }),
  );

export const usePublishClubFile = (kind: ClubFileKind) =>
  useStaffWrite(({ id, published }: { id: number; published: boolean }) =>
    staffRequest(`/api/staff/${kind}/${id}/${published ? 'publish' : 'unpublish'}`, {
      method: 'POST',
      schema: staffClubFileResponseSchema,
    }),
  );

export const useMoveClubFile = (kind: ClubFileKind) =>
  useStaffWrite(({ id, position }: { id: number; position: number }) =>
    staffRequest(`/api/staff/${kind}/${id}/move`, { method: 'POST', body: { position }, schema: staffClubFileResponseSchema }),
  );

export const useArchiveClubFile = (kind: ClubFileKind) =>
  useStaffWrite(({ id }: { id: number }) =>
    staffRequest(`/api/staff/${kind}/${id}/archive`, { method: 'POST', schema: staffClubFileResponseSchema }),
  );

/** The legal texts and their translations (`settings.write`). */
export const useStaffLegal = () =>
  useQuery({
    queryKey: ['staff', 'legal'],
    queryFn: () => staffRequest('/api/staff/legal', { schema: staffLegalResponseSchema }).then((a) => a.model),
  });

export const useSaveLegal = () =>
  useStaffWrite(({ body }: { id: number | null; body: StaffLegalBody }) =>
    staffRequest('/api/staff/legal', { method: 'PUT', body, schema: staffLegalResponseSchema }),
  );

/** Every club text lacking a translation in one of the club's languages. */
export const useMissingTranslations = () =>
  useQuery({
    queryKey: ['staff', 'translations', 'missing'],
    queryFn: () => staffRequest('/api/staff/translations/missing', { schema: missingTranslationsResponseSchema }).then((a) => a.model),
  });
