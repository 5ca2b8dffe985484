import "server-only";
import { getPool } from "@/lib/db";

// A sequence advanced by statement triggers on every project or lead write, which also hold a shared advisory
// lock per company until commit; writers never block each other. Read the generation, then check `quiet` (the
// exclusive lock tried and released at once), then snapshot: when quiet, a total counted there is exact until
// the generation moves. lib/sandbox/README.md ("Totals and deep pages") states the bound.
export const LIST_WRITE_LOCK = 7_460_314;
// The delivery log's generation and lock: the same argument, one lock key (0) for every subscription.
export const DELIVERY_LOG_WRITE_LOCK = 7_460_315;

type Generation = { gen: string; quiet: boolean };

// The sequence's oid is part of the generation: a sandbox reset drops and creates it again from 1.
const sequenceValue = (sequence: string) => `SELECT '${sequence}'::regclass::oid AS oid, last_value AS v,
    is_called AS called FROM ${sequence} OFFSET 0`;
const generationOf = (g: string) => `${g}.oid || ':' || ${g}.v || ':' || ${g}.called`;

// OFFSET 0 makes the subquery its own node, so the value is read before the CASE tries the lock. Another
// reader's momentary lock also means not quiet: still exact, only not remembered.
const generationSql = (sequence: string, lock: number) => `SELECT ${generationOf("g")} AS gen,
    CASE WHEN pg_try_advisory_lock(${lock}, $1::int) THEN pg_advisory_unlock(${lock}, $1::int)
         ELSE false END AS quiet
  FROM (${sequenceValue(sequence)}) g`;

// Whether the generation read inside a statement (after its snapshot) still equals `expected`: then no project or
// lead write has committed since, and page-query.ts trusts what it learnt without a round trip first.
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
