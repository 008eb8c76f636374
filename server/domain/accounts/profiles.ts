import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AccountTables } from '../../db/accountTables.ts';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import { AccountError } from './accountError.ts';
import type { Customer } from './customer.ts';
import { hashPassword, verifyPassword } from './passwordHashing.ts';
import { defaultProfileName, isValidPin, PROFILE_LIMIT, profileNameProblem } from './profileRules.ts';
import { RATE_RULES, type RateLimiter } from './rateLimiter.ts';

/** spec: accounts 3.6 — a viewer profile; its PIN never leaves the database, only whether it has one. */
export interface Profile {
  id: string;
  name: string;
  adult: boolean;
  avatarUrl: string;
  isDefault: boolean;
  hasPin: boolean;
}

export interface NewProfile {
  name: string;
  adult: boolean;
  avatarUrl?: string;
  /** Four digits; absent or empty: no PIN. */
  pin?: string;
}

/** What an update may change (spec: accounts 7.2 — name, avatar_url, adult; and the PIN, null to remove). */
export type ProfileChange = Partial<{ name: string; adult: boolean; avatarUrl: string; pin: string | null }>;

type ProfileRow = Selectable<AccountTables['profiles']>;

const toProfile = (row: ProfileRow): Profile => ({
  id: row.id,
  name: row.name,
  adult: row.adult,
  avatarUrl: row.avatar_url,
  isDefault: row.is_default,
  hasPin: row.pin_hash !== null,
});

/** An avatar is one of the app's own images or a web address (spec: accounts 3.6: empty means the default). */
function checkAvatar(url: string) {
  if (url.length > 500 || !(url === '' || /^\/images\/[\w/.-]+$/.test(url) || /^https:\/\/\S+$/.test(url)))
    throw new AccountError('invalid_profile', 'avatar_url is not an image address');
}

function checkName(name: string) {
  const problem = profileNameProblem(name);
  if (problem) throw new AccountError('invalid_profile', problem);
}

async function pinHash(pin: string | undefined | null): Promise<string | null> {
  if (pin === undefined || pin === null || pin === '') return null;
  if (!isValidPin(pin)) throw new AccountError('invalid_profile', 'pin must be 4 digits');
  return hashPassword(pin);
}

/**
 * Viewer profiles (spec: accounts 2.12, 3.6, 4.11, 5.8, 9): at most four per account, one of them the
 * default (made with the first listing, named after the account holder, adult, never deleted). The
 * default profile is the account itself — its favourites and history are the account's own lists —
 * so a session without a profile and one in the default profile see the same things. PINs are hashed
 * like passwords; wrong ones are counted per profile.
 */
export function createProfiles(db: Kysely<DatabaseSchema>, limits: RateLimiter, now: () => number) {
  /** Serialises the account's profile changes: the limit and the names hold across server instances. */
  const locked = <T>(customerId: number, work: (trx: Transaction<DatabaseSchema>) => Promise<T>) =>
    db.transaction().execute(async (trx) => {
      await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
      return work(trx);
    });

  const rows = (trx: Kysely<DatabaseSchema>, customerId: number) =>
    trx
      .selectFrom('profiles')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('is_default', 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  const find = async (trx: Kysely<DatabaseSchema>, customerId: number, id: string) => {
    // Ids are uuids: anything else is simply not found (and never reaches the uuid column's parser).
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AccountError('profile_not_found');
    const row = await trx
      .selectFrom('profiles')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AccountError('profile_not_found');
    return row;
  };

  const nameTaken = (existing: ProfileRow[], name: string, exceptId?: string) =>
    existing.some(
      (row) =>
        row.id !== exceptId &&
        row.name.localeCompare(name.trim(), undefined, { sensitivity: 'accent' }) === 0,
    );

  /** The account's profiles, default first; the default is made with the first listing. */
  async function list(customer: Pick<Customer, 'id' | 'firstName'>): Promise<Profile[]> {
    const existing = await rows(db, customer.id);
    if (existing.some((row) => row.is_default)) return existing.map(toProfile);
    return locked(customer.id, async (trx) => {
      const again = await rows(trx, customer.id);
      if (!again.some((row) => row.is_default)) {
        await trx
          .insertInto('profiles')
          .values({
            id: randomUUID(),
            customer_id: customer.id,
            name: defaultProfileName(customer.firstName),
            adult: true,
            avatar_url: '',
            pin_hash: null,
            is_default: true,
            created_at: new Date(now()),
          })
          .execute();
      }
      return (await rows(trx, customer.id)).map(toProfile);
    });
  }

  return {
    list,

    async get(customerId: number, id: string): Promise<Profile> {
      return toProfile(await find(db, customerId, id));
    },

    async create(customer: Pick<Customer, 'id' | 'firstName'>, input: NewProfile): Promise<Profile> {
      checkName(input.name);
      checkAvatar(input.avatarUrl ?? '');
      const pin = await pinHash(input.pin);
      await list(customer);
      return locked(customer.id, async (trx) => {
        const existing = await rows(trx, customer.id);
        if (existing.length >= PROFILE_LIMIT)
          throw new AccountError('profile_limit', `An account has at most ${PROFILE_LIMIT} profiles`);
        if (nameTaken(existing, input.name)) throw new AccountError('profile_name_taken');
        // Profiles list in the order they were made, even two made within one millisecond.
        const latest = Math.max(...existing.map((row) => new Date(row.created_at).getTime()));
        const row = await trx
          .insertInto('profiles')
          .values({
            id: randomUUID(),
            customer_id: customer.id,
            name: input.name.trim(),
            adult: input.adult,
            avatar_url: input.avatarUrl ?? '',
            pin_hash: pin,
            is_default: false,
            created_at: new Date(Math.max(now(), latest + 1)),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toProfile(row);
      });
    },

    async update(customerId: number, id: string, change: ProfileChange): Promise<Profile> {
      if (change.name !== undefined) checkName(change.name);
      if (change.avatarUrl !== undefined) checkAvatar(change.avatarUrl);
      const pin = change.pin === undefined ? undefined : await pinHash(change.pin);
      return locked(customerId, async (trx) => {
        const row = await find(trx, customerId, id);
        if (row.is_default && change.adult === false)
          throw new AccountError('invalid_profile', 'The default profile is an adult profile');
        if (change.name !== undefined && nameTaken(await rows(trx, customerId), change.name, id))
          throw new AccountError('profile_name_taken');
        const updated = await trx
          .updateTable('profiles')
          .set({
            ...(change.name === undefined ? {} : { name: change.name.trim() }),
            ...(change.adult === undefined ? {} : { adult: change.adult }),
            ...(change.avatarUrl === undefined ? {} : { avatar_url: change.avatarUrl }),
            ...(pin === undefined ? {} : { pin_hash: pin }),
          })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toProfile(updated);
      });
    },

    /** The profile, its lists, and any session in it (those return to the account) go. */
    async remove(customerId: number, id: string): Promise<void> {
      await locked(customerId, async (trx) => {
        const row = await find(trx, customerId, id);
        if (row.is_default)
          throw new AccountError('profile_default', 'The default profile cannot be deleted');
        await trx
          .deleteFrom('watch_list_items')
          .where('customer_id', '=', customerId)
          .where('profile_id', '=', id)
          .execute();
        await trx.updateTable('sessions').set({ profile_id: null }).where('profile_id', '=', id).execute();
        await trx.deleteFrom('profiles').where('id', '=', row.id).execute();
      });
    },

    /** Checks the PIN where the profile has one; five wrong ones a quarter hour per profile, then 429. */
    async enter(customerId: number, id: string, pin: string | undefined): Promise<Profile> {
      const row = await find(db, customerId, id);
      if (row.pin_hash !== null) {
        const key = `profile-pin:${row.id}`;
        await limits.consume(key, RATE_RULES.profilePinPerProfile);
        if (!pin || !(await verifyPassword(row.pin_hash, pin))) throw new AccountError('wrong_pin');
        await limits.reset(key);
      }
      return toProfile(row);
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
