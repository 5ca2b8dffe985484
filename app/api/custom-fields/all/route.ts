import { z } from "zod";
import { consoleHandler } from "@/lib/api/handler";
import { allDefinitions } from "@/lib/custom-fields/server";
import { entityTypeWithAlias } from "@/lib/partner-api/contract";

const allQuery = z.object({ entityType: entityTypeWithAlias });

// GET /api/custom-fields/all?entityType=Project — every definition of one entity type (a record's panel, lookup)
export const GET = consoleHandler(
  { permission: "records:read", query: allQuery },
  async ({ api, query, req }) => ({ data: await allDefinitions(api, query.entityType, req.signal) }),
);
