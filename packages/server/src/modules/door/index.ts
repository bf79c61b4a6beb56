/** The door module's public face: other modules and the app import only this file. */
export {
  purgeExpiredDoorCredentials,
  doorKey,
  revokeDoorCredentials,
  verifyDoorCredential,
  issueBookingCredential,
  issueMemberCredential,
  type DoorDeps,
} from './door-credentials.service.js';
