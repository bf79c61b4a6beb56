import { z } from 'zod';
import { okEnvelope } from './api-result.js';

/**
 * Photos staff upload for what they edit (`POST /api/staff/images/<area>`, one image, multipart): each area is
 * opened by the permission of its editors. The answer is the stored file's name and the address an image field takes.
 */
export const STAFF_IMAGE_AREAS = {
  catalogue: 'catalogue.write',
  shop: 'shop.write',
  activities: 'activities.write',
  content: 'content.write',
} as const;
export type StaffImageArea = keyof typeof STAFF_IMAGE_AREAS;

export const staffImageResponseSchema = okEnvelope({ model: z.object({ name: z.string(), url: z.string() }) });
