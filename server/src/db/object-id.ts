import { randomBytes, randomInt } from 'node:crypto';

const processUnique = randomBytes(5);
let counter = randomInt(0xffffff);

/** A 24-hex ObjectId: 4 bytes of seconds, 5 bytes unique to this process, 3 bytes of counter. */
export function newObjectId(nowMs = Date.now()): string {
  counter = (counter + 1) % 0x1000000;
  const id = Buffer.alloc(12);
  id.writeUInt32BE(Math.floor(nowMs / 1000) >>> 0, 0);
  processUnique.copy(id, 4);
  id.writeUIntBE(counter, 9, 3);
  return id.toString('hex');
}
