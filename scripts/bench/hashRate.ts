import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from '../../server/domain/accounts/passwordHashing.ts';

/**
 * Sign-in throughput at the chosen argon2id cost: password verifications per second, one at a time and
 * with as many in flight as the machine has cores (`npx tsx scripts/bench/hashRate.ts [seconds]`).
 */
const seconds = Number(process.argv[2] ?? 5);
const stored = await hashPassword('correct-horse-1');

async function run(parallel: number): Promise<number> {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < until) {
        await verifyPassword(stored, 'correct-horse-1');
        done += 1;
      }
    }),
  );
  return done / seconds;
}

const cores = availableParallelism();
console.log(`argon2id m=19456 KiB t=2 p=1, ${seconds} s each`);
console.log(`1 at a time: ${(await run(1)).toFixed(1)} verifications/s`);
console.log(`${cores} in flight: ${(await run(cores)).toFixed(1)} verifications/s`);
