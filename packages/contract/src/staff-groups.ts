import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { requiredText } from './validation.js';

/**
 * The staff console's customer groups (issue 32 §3). A group is what a booking price rule or a product's group
 * price points at: who is in it pays that price from their next price asked. Names are unique whatever their
 * case; a group is deleted only while no price rule or product price points at it (its members go with it).
 */

/** Customers a lookup answers at most (refine the search past this). */
export const GROUP_CUSTOMER_SEARCH_LIMIT = 20;

export const staffGroupBodySchema = z.object({ name: requiredText(100) });
export type StaffGroupBody = z.infer<typeof staffGroupBodySchema>;

export const staffGroupParamsSchema = z.object({ id: idParam });
export const staffGroupMemberParamsSchema = z.object({ id: idParam, customerId: idParam });
export const staffGroupMemberBodySchema = z.object({ customerId: idNumber });
export type StaffGroupMemberBody = z.infer<typeof staffGroupMemberBodySchema>;

export const staffGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.number().int(),
  /** Booking price rules and product prices pointing at it: while any does, it cannot be deleted. */
  priceRules: z.number().int(),
  productPrices: z.number().int(),
});
export type StaffGroup = z.infer<typeof staffGroupSchema>;

export const staffGroupMemberSchema = z.object({ customerId: z.number().int(), name: z.string(), email: z.string() });
export type StaffGroupMember = z.infer<typeof staffGroupMemberSchema>;

export const groupCustomersQuerySchema = z.object({ search: requiredText(100) });
export const groupCustomersResponseSchema = okEnvelope({
  customers: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});

export const staffGroupsResponseSchema = okEnvelope({ groups: z.array(staffGroupSchema) });
export const staffGroupResponseSchema = okEnvelope({ group: staffGroupSchema, members: z.array(staffGroupMemberSchema) });
export const staffGroupDeletedResponseSchema = okEnvelope({ deleted: z.literal(true) });
