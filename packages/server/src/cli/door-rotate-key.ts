import path from 'node:path';
import { newDoorKey, rotateDoorKey } from '../config/secrets.js';
import { doorKey } from '../modules/door/index.js';

/**
 * Rotates the door key (README, "Door controllers"). With DOOR_PRIVATE_KEY set the key is the environment's:
 * this prints a new one to put there. Otherwise it replaces DATA_DIR/door-key.pem. Restart the server after
 * either; every code signed with the old key then stops opening doors.
 */
if (process.env.DOOR_PRIVATE_KEY) {
  const pem = newDoorKey();
  console.warn(`DOOR_PRIVATE_KEY is set: put this new key there and restart (key id ${doorKey({ doorPrivateKey: pem }).keyId}).`);
  process.stdout.write(pem);
} else {
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const pem = rotateDoorKey(dataDir);
  console.warn(
    `New door key in ${path.join(dataDir, 'door-key.pem')} (key id ${doorKey({ doorPrivateKey: pem }).keyId}). Restart the server.`,
  );
}
