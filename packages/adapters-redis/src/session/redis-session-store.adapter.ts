import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { regionSchema, type Region } from '@storefront/core/locale';
import type { SessionStore, StoredSession } from '@storefront/core/session';
import { unavailable, type InfrastructureError } from '@storefront/core/shared';

/**
 * Lua shared by the scripts: gives a key a lifetime that ends at `untilMs` (Redis's clock) unless it
 * already lives longer, so a customer's set outlives every session in it.
 */
const EXTEND = `
local function extend(key, untilMs)
  local now = redis.call('TIME')
  local left = tonumber(untilMs) - (tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000))
  if left < 1 then left = 1 end
  if redis.call('PTTL', key) < left then redis.call('PEXPIRE', key, left) end
end
`;

/** KEYS: session, customer's set. ARGV: id hash, keep-until ms, then the fields. */
const CREATE = `${EXTEND}
redis.call('HSET', KEYS[1], 'region', ARGV[3], 'customerId', ARGV[4], 'createdAt', ARGV[5], 'lastSeenAt', ARGV[6], 'expiresAt', ARGV[7])
redis.call('PEXPIREAT', KEYS[1], ARGV[2])
redis.call('SADD', KEYS[2], ARGV[1])
extend(KEYS[2], ARGV[2])
return 1
`;

/** KEYS: session, customer's set. ARGV: last seen ms, keep-until ms. A session that is gone stays gone. */
const TOUCH = `${EXTEND}
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'lastSeenAt', ARGV[1])
redis.call('PEXPIREAT', KEYS[1], ARGV[2])
extend(KEYS[2], ARGV[2])
return 1
`;

/** KEYS: old session, new session, customer's set. ARGV: old hash, new hash, keep-until ms, the new fields. */
const REPLACE = `${EXTEND}
if redis.call('DEL', KEYS[1]) == 0 then return 0 end
redis.call('SREM', KEYS[3], ARGV[1])
redis.call('HSET', KEYS[2], 'region', ARGV[4], 'customerId', ARGV[5], 'createdAt', ARGV[6], 'lastSeenAt', ARGV[7], 'expiresAt', ARGV[8])
redis.call('PEXPIREAT', KEYS[2], ARGV[3])
redis.call('SADD', KEYS[3], ARGV[2])
extend(KEYS[3], ARGV[3])
return 1
`;

/** KEYS: session. ARGV: the prefix of customers' sets, id hash. Leaves the customer's set without it. */
const DELETE = `
local owner = redis.call('HMGET', KEYS[1], 'region', 'customerId')
redis.call('DEL', KEYS[1])
if owner[1] and owner[2] then redis.call('SREM', ARGV[1] .. owner[1] .. ':' .. owner[2], ARGV[2]) end
return 1
`;

/**
 * KEYS: the customer's set. ARGV: the prefix of session keys, the id hash to spare ('' for none).
 * Answers how many live sessions it deleted (a set may still name sessions Redis has forgotten).
 */
const DELETE_ALL = `
local deleted = 0
for _, idHash in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if idHash ~= ARGV[2] then
    deleted = deleted + redis.call('DEL', ARGV[1] .. idHash)
    redis.call('SREM', KEYS[1], idHash)
  end
end
return deleted
`;

const storedFields = z.object({
  region: regionSchema,
  customerId: z.coerce.number().int().positive(),
  createdAt: z.coerce.number().int(),
  lastSeenAt: z.coerce.number().int(),
  expiresAt: z.coerce.number().int(),
});

const count = z.number().int().nonnegative();

export interface RedisSessionStoreOptions {
  /** Put before every key, so that stores (and test runs) sharing one Redis stay apart. */
  readonly keyPrefix: string;
}

type WithScripts = Redis & {
  storefrontSessionCreate(...args: (string | number)[]): Promise<unknown>;
  storefrontSessionTouch(...args: (string | number)[]): Promise<unknown>;
  storefrontSessionReplace(...args: (string | number)[]): Promise<unknown>;
  storefrontSessionDelete(...args: (string | number)[]): Promise<unknown>;
  storefrontSessionDeleteAll(...args: (string | number)[]): Promise<unknown>;
};

const SCRIPTS = {
  storefrontSessionCreate: { numberOfKeys: 2, lua: CREATE },
  storefrontSessionTouch: { numberOfKeys: 2, lua: TOUCH },
  storefrontSessionReplace: { numberOfKeys: 3, lua: REPLACE },
  storefrontSessionDelete: { numberOfKeys: 1, lua: DELETE },
  storefrontSessionDeleteAll: { numberOfKeys: 1, lua: DELETE_ALL },
} as const;

/**
 * The session store of the scale-out shape (decision 1002): one Redis every copy of the server
 * shares. A session is a hash under its token's SHA-256 that Redis forgets at `keepUntil` (the
 * idle or the absolute end, whichever comes first, moved on by each touch); a set per customer
 * and region names their sessions, for "sign out of every device". Each change is one Lua script,
 * so a rotation deletes the old session and keeps the new one at once. Keys beyond a script's
 * declared ones (the sessions a customer's set names) keep it to one Redis, not a cluster.
 */
export class RedisSessionStore implements SessionStore {
  private readonly redis: WithScripts;

  constructor(
    redis: Redis,
    private readonly options: RedisSessionStoreOptions,
  ) {
    for (const [name, script] of Object.entries(SCRIPTS)) if (!(name in redis)) redis.defineCommand(name, script);
    this.redis = redis as WithScripts;
  }

  create(session: StoredSession, keepUntil: Date): ResultAsync<void, InfrastructureError> {
    return this.io(
      this.redis.storefrontSessionCreate(
        this.sessionKey(session.idHash),
        this.customerKey(session.region, session.customerId),
        session.idHash,
        keepUntil.getTime(),
        ...fieldsOf(session),
      ),
    ).map(() => undefined);
  }

  find(idHash: string): ResultAsync<StoredSession | undefined, InfrastructureError> {
    return this.io(this.redis.hgetall(this.sessionKey(idHash))).andThen((fields) => {
      if (Object.keys(fields).length === 0) return okAsync(undefined);
      const parsed = storedFields.safeParse(fields);
      if (!parsed.success) return errAsync(unavailable('redis', parsed.error));
      const { region, customerId, createdAt, lastSeenAt, expiresAt } = parsed.data;
      return okAsync({ idHash, region, customerId, createdAt: new Date(createdAt), lastSeenAt: new Date(lastSeenAt), expiresAt: new Date(expiresAt) });
    });
  }

  touch(idHash: string, lastSeenAt: Date, keepUntil: Date): ResultAsync<void, InfrastructureError> {
    return this.find(idHash).andThen((session) => {
      if (session === undefined) return okAsync(undefined);
      return this.io(
        this.redis.storefrontSessionTouch(this.sessionKey(idHash), this.customerKey(session.region, session.customerId), lastSeenAt.getTime(), keepUntil.getTime()),
      ).map(() => undefined);
    });
  }

  replace(idHash: string, next: StoredSession, keepUntil: Date): ResultAsync<boolean, InfrastructureError> {
    return this.io(
      this.redis.storefrontSessionReplace(
        this.sessionKey(idHash),
        this.sessionKey(next.idHash),
        this.customerKey(next.region, next.customerId),
        idHash,
        next.idHash,
        keepUntil.getTime(),
        ...fieldsOf(next),
      ),
    ).map((replaced) => replaced === 1);
  }

  delete(idHash: string): ResultAsync<void, InfrastructureError> {
    return this.io(this.redis.storefrontSessionDelete(this.sessionKey(idHash), `${this.options.keyPrefix}customer:`, idHash)).map(() => undefined);
  }

  deleteAllOf(region: Region, customerId: number, exceptIdHash?: string): ResultAsync<number, InfrastructureError> {
    return this.io(this.redis.storefrontSessionDeleteAll(this.customerKey(region, customerId), `${this.options.keyPrefix}id:`, exceptIdHash ?? '')).andThen((deleted) => {
      const parsed = count.safeParse(deleted);
      return parsed.success ? okAsync(parsed.data) : errAsync(unavailable('redis', parsed.error));
    });
  }

  private io<T>(promise: Promise<T>): ResultAsync<T, InfrastructureError> {
    return ResultAsync.fromPromise(promise, (cause) => unavailable('redis', cause));
  }

  private sessionKey(idHash: string): string {
    return `${this.options.keyPrefix}id:${idHash}`;
  }

  private customerKey(region: Region, customerId: number): string {
    return `${this.options.keyPrefix}customer:${region}:${customerId}`;
  }
}

/** The hash's fields in the scripts' order: region, customer, then the instants in milliseconds. */
function fieldsOf(session: StoredSession): (string | number)[] {
  return [session.region, session.customerId, session.createdAt.getTime(), session.lastSeenAt.getTime(), session.expiresAt.getTime()];
}
