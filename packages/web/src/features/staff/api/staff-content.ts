import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffBannerResponseSchema,
  staffBannersResponseSchema,
  staffPostResponseSchema,
  staffPostsResponseSchema,
  staffPeopleResponseSchema,
  staffPersonResponseSchema,
  type PersonKind,
  type StaffBannerBody,
  type StaffPersonBody,
  type StaffPostBody,
} from '@clubportal/contract/staff-content';
import { staffRequest } from './staff-client';

const postsKey = ['staff', 'posts'] as const;
const bannersKey = ['staff', 'banners'] as const;

/** Every post, newest first, drafts too, with the club's languages. */
export const useStaffPosts = () =>
  useQuery({
    queryKey: postsKey,
    queryFn: () => staffRequest('/api/staff/posts', { schema: staffPostsResponseSchema }).then((a) => a.model),
  });

/** Every banner in the home's order, with the club's languages. */
export const useStaffBanners = () =>
  useQuery({
    queryKey: bannersKey,
    queryFn: () => staffRequest('/api/staff/banners', { schema: staffBannersResponseSchema }).then((a) => a.model),
  });

/** A write answers its row; the list reads again (and the audit log with the rest of the staff data). */
function useContentWrite<V, R>(call: (values: V) => Promise<{ model: R }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => call(values).then((a) => a.model),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export const useSavePost = () =>
  useContentWrite(({ id, body }: { id: number | null; body: StaffPostBody }) =>
    staffRequest(id === null ? '/api/staff/posts' : `/api/staff/posts/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
      schema: staffPostResponseSchema,
    }),
  );

export const usePublishPost = () =>
  useContentWrite(({ id, published }: { id: number; published: boolean }) =>
    staffRequest(`/api/staff/posts/${id}/${published ? 'publish' : 'unpublish'}`, { method: 'POST', schema: staffPostResponseSchema }),
  );

export const useSaveBanner = () =>
  useContentWrite(({ id, body }: { id: number | null; body: StaffBannerBody }) =>
    staffRequest(id === null ? '/api/staff/banners' : `/api/staff/banners/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
      schema: staffBannerResponseSchema,
    }),
  );

export const usePublishBanner = () =>
  useContentWrite(({ id, published }: { id: number; published: boolean }) =>
    staffRequest(`/api/staff/banners/${id}/${published ? 'publish' : 'unpublish'}`, { method: 'POST', schema: staffBannerResponseSchema }),
  );

export const useMoveBanner = () =>
  useContentWrite(({ id, position }: { id: number; position: number }) =>
    staffRequest(`/api/staff/banners/${id}/move`, { method: 'POST', body: { position }, schema: staffBannerResponseSchema }),
  );

/** The home's testimonials or team, in the home's order, with the club's languages. */
export const useStaffPeople = (kind: PersonKind) =>
  useQuery({
    queryKey: ['staff', kind],
    queryFn: () => staffRequest(`/api/staff/${kind}`, { schema: staffPeopleResponseSchema }).then((a) => a.model),
  });

export const useSavePerson = (kind: PersonKind) =>
  useContentWrite(({ id, body }: { id: number | null; body: StaffPersonBody }) =>
    staffRequest(id === null ? `/api/staff/${kind}` : `/api/staff/${kind}/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
      schema: staffPersonResponseSchema,
    }),
  );

export const usePublishPerson = (kind: PersonKind) =>
  useContentWrite(({ id, published }: { id: number; published: boolean }) =>
    staffRequest(`/api/staff/${kind}/${id}/${published ? 'publish' : 'unpublish'}`, { method: 'POST', schema: staffPersonResponseSchema }),
  );
