import { z } from 'zod';
import { okEnvelope } from './api-result.js';

/**
 * What door controllers fetch (README, "Door controllers"): the public key that checks door credentials
 * offline, and the ids of credentials revoked before their end. Neither carries anything personal.
 */

/** GET /api/door/public-key: the Ed25519 public key as a JWK (RFC 8037) and as PEM, with its key id. */
export const doorPublicKeySchema = z.object({
  keyId: z.string(),
  algorithm: z.literal('EdDSA'),
  jwk: z.object({
    kty: z.literal('OKP'),
    crv: z.literal('Ed25519'),
    x: z.string(),
    kid: z.string(),
    alg: z.literal('EdDSA'),
    use: z.literal('sig'),
  }),
  pem: z.string(),
});
export type DoorPublicKey = z.infer<typeof doorPublicKeySchema>;
export const doorPublicKeyResponseSchema = okEnvelope({ model: doorPublicKeySchema });

/** GET /api/door/revoked: credentials of the current key, not yet expired, that no longer open a door. */
export const doorRevocationsSchema = z.object({ keyId: z.string(), generatedAt: z.string(), revoked: z.array(z.string()) });
export type DoorRevocations = z.infer<typeof doorRevocationsSchema>;
export const doorRevocationsResponseSchema = okEnvelope({ model: doorRevocationsSchema });
