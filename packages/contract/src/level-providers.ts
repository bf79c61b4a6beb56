import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idParam } from './ids.js';

/**
 * The levels page's calls (spec section 7): a member's level changes from a rating provider (Pandora, World
 * Padel Rating) once their account there is linked, and from the club's own results (`club`, our addition:
 * always linked). Path values are these slugs.
 */
export const LEVEL_PROVIDERS = ['pandora', 'world-padel-rating', 'club'] as const;
export type LevelProviderId = (typeof LEVEL_PROVIDERS)[number];
/** The providers a member links an account of (the club needs none). */
export const LINKABLE_PROVIDERS = ['pandora', 'world-padel-rating'] as const satisfies readonly LevelProviderId[];
export type LinkableProviderId = (typeof LINKABLE_PROVIDERS)[number];
export const isLinkable = (p: LevelProviderId): p is LinkableProviderId => (LINKABLE_PROVIDERS as readonly string[]).includes(p);

const provider = z.enum(LEVEL_PROVIDERS, { error: `must be one of ${LEVEL_PROVIDERS.join(', ')}` });

/** GET|POST /api/publicbookings/levels/{customerId}/provider/{provider}[/link] */
export const levelsParamsSchema = z.object({ customerId: idParam, provider });

/** Spec: Level record (comments, oldLevel, newLevel, created): levels as decimals, created ISO-8601 UTC. */
export const levelRecordSchema = z.object({ comments: z.string(), oldLevel: z.number(), newLevel: z.number(), created: z.string() });
export type LevelRecord = z.infer<typeof levelRecordSchema>;

/** The member's records from that provider, newest first; `linked` false (no records) until they link their account. */
export const levelsResponseSchema = okEnvelope({
  errorMsg: z.string(),
  model: z.object({ provider, linked: z.boolean(), level: z.number().nullable(), records: z.array(levelRecordSchema) }),
});
export type LevelsAnswer = z.infer<typeof levelsResponseSchema>['model'];

/** GET .../link: where the member links their account; the provider sends them back to /levels/link-to-provider/{provider}?user_id=. */
export const levelsLinkUrlResponseSchema = okEnvelope({ errorMsg: z.string(), model: z.object({ url: z.string() }) });

/** POST .../link: the provider's user id the link page received. */
export const levelsLinkBodySchema = z.strictObject({
  userId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._:-]+$/, { error: 'must be the id the provider gave' })
    // "." and ".." are path steps, not ids: in the provider's URLs they would name another resource.
    .refine((id) => !/^\.+$/.test(id), { error: 'must be the id the provider gave' }),
  /** The signed `state` our link address gave the provider, which it sends back: proof the member started this link. */
  state: z.string().trim().min(1).max(500),
});
export const levelsLinkResponseSchema = okEnvelope({ errorMsg: z.string() });
