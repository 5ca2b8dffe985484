import "server-only";
import { getPool } from "@/lib/db";

// The list generation: `sandbox.list_generation`, a sequence that statement triggers on projects and leads
// advance on every write (drizzle/sandbox/0005_list_generation.sql). A sequence never blocks a writer and is not
// rolled back, so writers share no row. The same triggers hold a shared advisory lock per company they wrote
// until their transaction ends (PostgreSQL releases it after the commit is visible); writers never wait on one
// another for it.
//
// `quiet` says no transaction that wrote the company's projects or leads was in flight when it was checked: the
// reader tries the exclusive lock and lets it go at once, never waiting (a writer asking meanwhile waits that
// long: microseconds). The generation is read first, then the check, and only then does the page statement take
// its snapshot. So when quiet, every write the generation counts is committed in that snapshot, and a total
// counted there stays exact until the generation moves: a write that did not commit in time was either still
// holding its lock at the check, or advances the generation after it. lib/sandbox/README.md states the bound.
export const LIST_WRITE_LOCK = 7_460_314;
// The delivery log's generation and lock (drizzle/sandbox/0007_delivery_log_generation.sql): the same argument,
// with one lock key (0) for every subscription.
export const DELIVERY_LOG_WRITE_LOCK = 7_460_315;

type Generation = { gen: string; quiet: boolean };

// The sequence's oid is part of the generation: a sandbox reset drops and creates it again from 1.
const sequenceValue = (sequence: string) => `SELECT '${sequence}'::regclass::oid AS oid, last_value AS v,
    is_called AS called FROM ${sequence} OFFSET 0`;
const generationOf = (g: string) => `${g}.oid || ':' || ${g}.v || ':' || ${g}.called`;

// The subquery (a node of its own: OFFSET 0) has read the value before the CASE tries the lock. A reader that
// finds another reader's momentary lock is not quiet either: it answers as exactly, it only does not remember.
const generationSql = (sequence: string, lock: number) => `SELECT ${generationOf("g")} AS gen,
    CASE WHEN pg_try_advisory_lock(${lock}, $1::int) THEN pg_advisory_unlock(${lock}, $1::int)
         ELSE false END AS quiet
  FROM (${sequenceValue(sequence)}) g`;

// An SQL expression: whether the list generation, read inside a statement (so after its snapshot was taken),
// still equals `expected` (false when that is NULL). If it does, no write to projects or leads has committed
// since the generation was `expected`: each write advances the sequence before its commit. page-query.ts uses it to
// trust what it learnt under `expected` in the page statement itself, without a round trip before it.
export const listGenerationStillSql = (expected: string) =>
  `coalesce((SELECT ${generationOf("g")} FROM (${sequenceValue("sandbox.list_generation")}) g) = ${expected}::text, false)`;

async function readGeneration(name: string, text: string, key: number): Promise<Generation> {
  const { rows } = await getPool().query<Generation>({ name, text, values: [key] });
  return { gen: rows[0]!.gen, quiet: rows[0]!.quiet };
}

const LIST_SQL = generationSql("sandbox.list_generation", LIST_WRITE_LOCK);
export const listGeneration = (companyId: number) =>
  readGeneration("sandbox-list-generation", LIST_SQL, companyId);

const DELIVERY_LOG_SQL = generationSql("sandbox.delivery_log_generation", DELIVERY_LOG_WRITE_LOCK);
export const deliveryLogGeneration = () =>
  readGeneration("sandbox-delivery-log-generation", DELIVERY_LOG_SQL, 0);
