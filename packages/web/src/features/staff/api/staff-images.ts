import { useMutation } from '@tanstack/react-query';
import { staffImageResponseSchema, type StaffImageArea } from '@clubportal/contract/staff-images';
import { staffRequest } from './staff-client';

/** Uploads one photo for an area's editors; answers the address their image field takes (`/uploads/<name>`). */
export const useUploadStaffImage = (area: StaffImageArea) =>
  useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return (await staffRequest(`/api/staff/images/${area}`, { body, schema: staffImageResponseSchema })).model.url;
    },
  });
