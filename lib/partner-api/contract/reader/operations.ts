import { z } from "zod";
import { deleteEnvelope } from "../common";
import { entityTypes, type EntityType } from "../values";
import type { OperationId } from "../operations";
import { replayFailedPage } from "../deliveries";
import { webhookTrigger } from "../webhooks";
import { readId } from "./primitives";
import { readList, readOne, readPlain, type Outcome } from "./records";
import {
  readConvertResult,
  readCustomField,
  readCustomFieldEntry,
  readDelivery,
  readDeliveryStats,
  readLead,
  readLeadPhase,
  readMilestone,
  readProject,
  readProjectStatus,
  readProjectType,
  readSubscription,
  readSubscriptionWithSecret,
} from "./resources";

type Shape = z.ZodObject<z.core.$ZodLooseShape>;
// Records are read through zod's compiled fast path (z.compile, made on first use): the same schema and the
// same answers, since whatever the fast path does not accept is parsed again by the runtime parser, issues
// and all. The runtime parser allocated about twice as much per record, which made a 100k-project export
// spend a quarter of its time collecting garbage (issue 25).
const compiled = <S extends Shape>(item: S) => {
  let fast: S | undefined;
  return () => (fast ??= z.compile(item));
};
const list = <S extends Shape>(item: S) => {
  const schema = compiled(item);
  return (raw: unknown) => readList(schema(), raw);
};
const one = <S extends Shape>(item: S) => {
  const schema = compiled(item);
  return (raw: unknown) => readOne(schema(), raw);
};
const plain =
  <S extends z.ZodType>(schema: S) =>
  (raw: unknown) =>
    readPlain(schema, raw);

const readLookupResult = z.object({
  entityType: z
    .enum([...entityTypes, "Inquiry"])
    .transform((v): EntityType => (v === "Inquiry" ? "Lead" : v)),
  entityId: readId,
  entity: z.record(z.string(), z.unknown()),
});

// How the console reads each operation's answer (the sandbox still writes, and its tests still check, the
// strict `operations[id].response`).
export const readers = {
  listCustomFields: list(readCustomField),
  createCustomField: one(readCustomField),
  lookupByCustomFieldValue: one(readLookupResult),
  listCustomFieldEntries: list(readCustomFieldEntry),
  setCustomFieldEntries: one(readCustomFieldEntry),
  listProjects: list(readProject),
  createProject: one(readProject),
  getProject: one(readProject),
  updateProject: one(readProject),
  deleteProject: plain(deleteEnvelope),
  listProjectStatuses: list(readProjectStatus),
  listProjectTypes: list(readProjectType),
  listLeads: list(readLead),
  createLead: one(readLead),
  getLead: one(readLead),
  updateLead: one(readLead),
  deleteLead: plain(deleteEnvelope),
  convertLead: one(readConvertResult),
  retireLead: one(readLead),
  reactivateLead: one(readLead),
  updateLeadPhase: one(readLead),
  listLeadPhases: list(readLeadPhase),
  listProjectMilestones: list(readMilestone),
  createProjectMilestone: one(readMilestone),
  listLeadMilestones: list(readMilestone),
  createLeadMilestone: one(readMilestone),
  getMilestone: one(readMilestone),
  updateMilestone: one(readMilestone),
  deleteMilestone: plain(deleteEnvelope),
  listWebhookTriggers: plain(z.object({ data: z.array(webhookTrigger) })),
  listWebhookSubscriptions: list(readSubscription),
  createWebhookSubscription: one(readSubscriptionWithSecret),
  getWebhookSubscription: one(readSubscription),
  updateWebhookSubscription: one(readSubscription),
  deleteWebhookSubscription: plain(deleteEnvelope),
  listWebhookDeliveries: list(readDelivery),
  replayWebhookDelivery: one(readDelivery),
  searchWebhookDeliveries: list(readDelivery),
  replayFailedWebhookDeliveries: one(replayFailedPage),
  testWebhookSubscription: one(readDelivery),
  getWebhookDeliveryStats: one(readDeliveryStats),
} as const satisfies Record<OperationId, (raw: unknown) => Outcome<unknown>>;

export type ReadOutput<K extends OperationId> =
  ReturnType<(typeof readers)[K]> extends Outcome<infer T> ? T : never;
