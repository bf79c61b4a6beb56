/** The door module's public face: other modules and the app import only this file. */
export {
  purgeExpiredDoorCredentials,
  doorKey,
  revokeDoorCredentials,
  revokeDoorCredential,
  verifyDoorCredential,
  issueBookingCredential,
  issueMemberCredential,
  type DoorDeps,
  type DoorCheck,
} from './door-credentials.service.js';
export { doorPublicKey, doorRevocations, type DoorStandings } from './door-revocations.service.js';
