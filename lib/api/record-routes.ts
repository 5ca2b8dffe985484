import "server-only";
import type { OperationId } from "@/lib/partner-api/contract";
import { recordBefore, recordChanges } from "@/lib/audit-log/before";
import { afterLeadWrite } from "@/lib/leads/board-summary";
import { consoleHandler } from "./handler";
import {
  idParams,
  leadCreateWrite,
  leadsQuery,
  leadUpdateWrite,
  projectCreateWrite,
  projectsQuery,
  projectUpdateWrite,
} from "./params";

// The console's routes of projects and leads (/api/projects, /api/projects/[id] and the same for leads): the same
// five handlers, told apart by the noun, its operations and its schemas. A lead's update body has no phase (a
// move is its own route); a project's update archives and unarchives.
const kinds = {
  project: {
    list: "listProjects",
    create: "createProject",
    get: "getProject",
    update: "updateProject",
    remove: "deleteProject",
    query: projectsQuery,
    createBody: projectCreateWrite,
    updateBody: projectUpdateWrite,
    afterWrite: undefined,
  },
  lead: {
    list: "listLeads",
    create: "createLead",
    get: "getLead",
    update: "updateLead",
    remove: "deleteLead",
    query: leadsQuery,
    createBody: leadCreateWrite,
    updateBody: leadUpdateWrite,
    // The board's background sums (lib/leads/board-summary) are out of date after any lead write.
    afterWrite: afterLeadWrite,
  },
} as const satisfies Record<
  string,
  Record<"list" | "create" | "get" | "update" | "remove", OperationId> & Record<string, unknown>
>;

export type RecordNoun = keyof typeof kinds;

export function recordRoutes(noun: RecordNoun) {
  const k = kinds[noun];
  const target = ({ params }: { params: { id: number } }) => `${noun} ${params.id}`;
  const written = <T>(environment: string, result: T): Promise<T> | T =>
    k.afterWrite ? k.afterWrite(environment, result) : result;
  // The schemas are the operation's own, so the parsed body and query are what the call takes; TypeScript cannot
  // follow that through the union of the two nouns, hence the casts.
  return {
    // GET — one page of records (the table view), filtered as the Partner API filters them
    list: consoleHandler(
      { permission: "records:read", query: k.query },
      async ({ api, query }) => (await api.call(k.list, { query: query as never })).data,
    ),
    // POST — create a record
    create: consoleHandler(
      {
        permission: "records:write",
        body: k.createBody,
        audit: {
          operation: `${noun}.create`,
          target: (_, r) => (r ? `${noun} ${(r as { data: { id: number } }).data.id}` : undefined),
        },
      },
      async ({ api, body, user }) =>
        written(user.environment.name, (await api.call(k.create, { body: body as never })).data),
    ),
    // GET [id] — one record
    get: consoleHandler(
      { permission: "records:read", params: idParams },
      async ({ api, params }) => (await api.call(k.get, { params })).data,
    ),
    // PATCH [id] — update a record
    update: consoleHandler(
      {
        permission: "records:write",
        params: idParams,
        body: k.updateBody,
        audit: {
          operation: `${noun}.update`,
          target,
          before: recordBefore(k.get),
          changes: recordChanges,
        },
      },
      async ({ api, params, body, user }) =>
        written(user.environment.name, (await api.call(k.update, { params, body: body as never })).data),
    ),
    // DELETE [id] — delete a record permanently
    remove: consoleHandler(
      { permission: "records:delete", params: idParams, audit: { operation: `${noun}.delete`, target } },
      async ({ api, params, user }) =>
        written(user.environment.name, (await api.call(k.remove, { params })).data),
    ),
  };
}
