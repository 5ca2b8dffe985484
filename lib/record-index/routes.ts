import "server-only";
import { z } from "zod";
import { consoleHandler } from "@/lib/api/handler";
import { ConsoleApiError } from "@/lib/api/errors";
import { queryBoolean } from "@/lib/partner-api/contract/common";
import { readIdList, readQueryId } from "@/lib/partner-api/contract/reader";
import { indexKey } from "./config";
import { decodeCursor, sortKeys } from "./cursor";
import { indexStatus } from "./index";
import { ownSubscription } from "./subscription";
import { clientsIndex, pageIndex, searchIndex, type PageQuery } from "./query";
import type { IndexKind } from "./rows";

// The console API of the index (/api/index/*): thin handlers through consoleHandler (session, role, input
// refusal as { error: { code, message } }). Each reads only the signed-in user's environment.

const intIn = (name: string, min: number, max: number, dflt: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.int().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))
    .default(dflt);
const text = (name: string) =>
  z.string().trim().min(1, `${name} may not be blank`).max(100, `${name} must be at most 100 characters`);
const kindList = z
  .string()
  .regex(/^(project|lead|client)(,(project|lead|client))*$/, "kinds must be a list of project, lead, client")
  .transform((s) => [...new Set(s.split(","))] as IndexKind[]);

const searchQuery = z.object({
  q: text("q"),
  kinds: kindList.default(["project", "lead", "client"]),
  limit: intIn("limit", 1, 20, 8),
});

const pageBase = {
  sort: z.enum(sortKeys, { error: `sort must be one of ${sortKeys.join(", ")}` }).default("name"),
  order: z.enum(["asc", "desc"], { error: "order must be asc or desc" }).default("asc"),
  cursor: z.string().max(600, "cursor is not one this list gave").optional(),
  limit: intIn("limit", 1, 100, 20),
  q: text("q").optional(),
  contactId: readQueryId("contactId").optional(),
  // A custom field's name and the value it must hold.
  cfName: text("cfName").optional(),
  cfValue: z.string().max(200, "cfValue must be at most 200 characters").optional(),
};
const customOf = (q: { cfName?: string; cfValue?: string }) =>
  q.cfName !== undefined && q.cfValue !== undefined ? { name: q.cfName, value: q.cfValue } : undefined;
const projectsQuery = z.object({
  ...pageBase,
  statusId: readIdList("statusId").optional(),
  archived: queryBoolean("archived").optional(),
});
const leadsQuery = z.object({
  ...pageBase,
  phaseId: readIdList("phaseId").optional(),
  retired: queryBoolean("retired").optional(),
});
const clientsQuery = z.object({ q: text("q").optional(), limit: intIn("limit", 1, 50, 20) });

function cursorOf(q: { cursor?: string; sort: (typeof sortKeys)[number]; order: "asc" | "desc" }) {
  if (q.cursor === undefined) return null;
  const c = decodeCursor(q.cursor, q.sort, q.order);
  if (!c)
    throw new ConsoleApiError(
      400,
      "invalid_cursor",
      "cursor is not one this list gave for this sort and order.",
    );
  return c;
}

export const searchRoute = consoleHandler(
  { permission: "records:read", query: searchQuery },
  async ({ user, query }) => {
    const env = user.environment;
    const [data, status] = await Promise.all([
      searchIndex(indexKey(env), query.q, query.kinds, query.limit),
      indexStatus(env),
    ]);
    return { data, freshness: status };
  },
);

type PageRequest = Omit<PageQuery, "cursor" | "statusIds" | "archived" | "clientId" | "custom"> & {
  cursor?: string;
  cfName?: string;
  cfValue?: string;
};

// The route of one kind's list in the index, in the order asked, with that kind's freshness. The projects and leads
// lists differ only in which of their query fields map to the index's status, archived and client columns.
function sortedListRoute<S extends z.ZodType<PageRequest>>(
  kind: "project" | "lead",
  query: S,
  filters: (q: z.output<S>) => Pick<PageQuery, "statusIds" | "archived" | "clientId" | "custom">,
) {
  return consoleHandler({ permission: "records:read", query }, async ({ user, query: asked }) => {
    const q = asked as z.output<S>;
    const env = user.environment;
    const [page, status] = await Promise.all([
      pageIndex(indexKey(env), kind, { ...q, cursor: cursorOf(q), ...filters(q) }),
      indexStatus(env),
    ]);
    return { ...page, freshness: status[`${kind}s`] };
  });
}

export const projectsRoute = sortedListRoute("project", projectsQuery, (q) => ({
  statusIds: q.statusId,
  archived: q.archived,
  clientId: q.contactId,
  custom: customOf(q),
}));

export const leadsRoute = sortedListRoute("lead", leadsQuery, (q) => ({
  statusIds: q.phaseId,
  archived: q.retired,
  clientId: q.contactId,
  custom: customOf(q),
}));

export const clientsRoute = consoleHandler(
  { permission: "records:read", query: clientsQuery },
  async ({ user, query }) => {
    const env = user.environment;
    const [data, status] = await Promise.all([
      clientsIndex(indexKey(env), query.q, query.limit),
      indexStatus(env),
    ]);
    return { data, freshness: status.clients };
  },
);

export const statusRoute = consoleHandler({ permission: "records:read" }, async ({ user }) => ({
  data: await indexStatus(user.environment),
}));

// GET /api/index/subscription — the console's own webhook subscription in the user's environment and how it is
// doing upstream (null: the console has none, e.g. INDEX_EVENTS=off or no INDEX_PUBLIC_URL).
export const ownSubscriptionRoute = consoleHandler({ permission: "records:read" }, async ({ user, api }) => {
  const row = await ownSubscription(indexKey(user.environment));
  if (!row) return { data: null };
  const upstream = await api
    .call("getWebhookSubscription", { params: { id: row.subscriptionId } })
    .then((r) => r.data.data)
    .catch(() => undefined);
  return {
    data: {
      id: row.subscriptionId,
      status: upstream?.status ?? null,
      consecutiveFailures: upstream?.consecutiveFailures ?? null,
      lastEventAt: row.lastEventAt?.toISOString() ?? null,
    },
  };
});
