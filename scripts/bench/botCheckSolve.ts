import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import pino from 'pino';
import { openDatabase } from '../../server/db/database.ts';
import { createAccounts } from '../../server/domain/accounts/index.ts';
import { createBotCheck } from '../../server/domain/botCheck/botCheck.ts';

/** How long a client works for a bot-check token: the server's own challenges, solved in Node (`npx tsx scripts/bench/botCheckSolve.ts [n]`). */
const runs = Number(process.argv[2] ?? 40);
const database = await openDatabase({ dataDir: 'memory://' });
const accounts = await createAccounts({ db: database.db, logger: pino({ level: 'silent' }) });
const botCheck = createBotCheck(database.db, accounts.secrets, Date.now);
const times: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const challenge = await botCheck.challenge('login');
  const started = performance.now();
  await solveChallenge({ challenge, deriveKey });
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(1);
console.log(
  `bot-check solve over ${runs} challenges: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
);
await database.close();
