import "server-only";
import { processShared } from "@/lib/cache/process-shared";
import { SingleFlight } from "@/lib/cache/single-flight";
import type { OperationId } from "@/lib/partner-api/contract";

// Identical list reads of one company that arrive while one is running share its serialised answer. Only reads
// whose answer depends on nothing but the company, the path and the query (never on the calling client or its
// scopes: those are checked per request before this). Every write request of this process, when it finishes,
// stops later reads joining earlier runs; the bound across processes is in lib/sandbox/README.md.
export const COALESCED_READS: ReadonlySet<OperationId> = new Set<OperationId>(["listProjects", "listLeads"]);

export const listReads = processShared("sandbox.list-reads", () => new SingleFlight<string>());
