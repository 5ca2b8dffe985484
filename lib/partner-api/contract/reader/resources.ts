import { z } from "zod";
import { address } from "../addresses";
import { customField, customFieldEntry } from "../custom-fields";
import { entityTypes, type EntityType } from "../values";
import { deliveryAttempt, deliveryStats, deliveryStatsHour, webhookDelivery } from "../deliveries";
import { convertResult, lead, leadPhase } from "../leads";
import { milestone } from "../milestones";
import { project, projectStatus, projectType } from "../projects";
import { subscriptionTrigger, webhookSubscription } from "../webhooks";
import { orNull, readDate, readId, readTimestamp } from "./primitives";

// The reader profile: each resource's writer shape (what the sandbox emits, unchanged) with the fields the
// spec leaves open widened. z.object strips unknown keys, so fields an API adds are ignored. The rows of
// ../READER.md name the spec sentence behind every override.

// `Inquiry` is the guide's name for a lead; an API may answer with either.
const readEntityType = z
  .enum([...entityTypes, "Inquiry"])
  .transform((v): EntityType => (v === "Inquiry" ? "Lead" : v));
const readStamp = orNull(readTimestamp);

export const readAddress = address.extend({
  id: readId,
  address: orNull(z.string()),
  address2: orNull(z.string()),
  city: orNull(z.string()),
  state: orNull(z.string()),
  zip: orNull(z.string()),
  country: orNull(z.string()),
});

export const readCustomFieldEntry = customFieldEntry.extend({
  id: readId,
  customFieldId: readId,
  customableId: readId,
  customableType: readEntityType,
  value: orNull(z.string()),
  customField: z.object({ id: readId, name: z.string(), type: z.string() }),
});
export type CustomFieldEntry = z.output<typeof readCustomFieldEntry>;

// A failing entry or address drops itself, not the record (see records.ts).
const entries = z.array(readCustomFieldEntry).default([]);
const addresses = z.array(readAddress).default([]);

export const readCustomField = customField.extend({
  id: readId,
  type: z.string(),
  description: orNull(z.string()),
  options: z.array(z.string()).default([]),
  customableType: readEntityType,
  createdAt: readStamp,
});
export type CustomField = z.output<typeof readCustomField>;

const namedRef = z.object({ id: readId, name: z.string() });

export const readProject = project.extend({
  id: readId,
  contactId: orNull(readId),
  statusId: orNull(readId),
  ownerId: orNull(readId),
  budget: orNull(z.number()),
  projectType: orNull(readId),
  projectTypeName: orNull(z.string()),
  archived: z.boolean().default(false),
  notes: orNull(z.string()),
  addresses,
  status: orNull(namedRef),
  client: orNull(namedRef),
  createdAt: readTimestamp,
  updatedAt: readTimestamp,
  customFieldEntries: entries,
});
export type Project = z.output<typeof readProject>;

export const readProjectStatus = projectStatus.extend({
  id: readId,
  name: z.string(),
  system: orNull(z.boolean()),
});
export type ProjectStatus = z.output<typeof readProjectStatus>;
export const readProjectType = projectType.extend({ id: readId, name: z.string() });
export type ProjectType = z.output<typeof readProjectType>;

export const readLead = lead.extend({
  id: readId,
  name: orNull(z.string()),
  contactId: orNull(readId),
  description: orNull(z.string()),
  budget: orNull(z.number()),
  type: orNull(z.string()),
  serviceTypeId: orNull(readId),
  sourceCode: orNull(z.int()),
  source: orNull(z.string()),
  expectedStartDate: orNull(readDate),
  addresses,
  phaseId: orNull(readId),
  projectId: orNull(readId),
  status: z
    .object({ value: z.string(), displayName: orNull(z.string()) })
    .transform((s) => ({ value: s.value, displayName: s.displayName ?? s.value })),
  client: orNull(z.object({ id: readId, name: z.string(), email: orNull(z.string()) })),
  customFieldEntries: entries,
  createdAt: readStamp,
  updatedAt: readStamp,
});
export type Lead = z.output<typeof readLead>;

export const readLeadPhase = leadPhase.extend({
  id: readId,
  name: z.string(),
  position: orNull(z.int()),
  custom: orNull(z.boolean()),
});
export type LeadPhase = z.output<typeof readLeadPhase>;

export const readConvertResult = convertResult.extend({ projectId: readId });

// Milestone ids are strings in the sandbox (the spec types parentMilestoneId as one); a number reads as its digits.
const readMilestoneId = z.union([z.string().min(1), readId.transform(String)]);
const readEpochMs = z.number().int();

export const readMilestone = milestone.extend({
  id: readMilestoneId,
  description: orNull(z.string()),
  location: orNull(z.string()),
  color: orNull(z.string()),
  startDate: orNull(readEpochMs),
  dueDate: orNull(readEpochMs),
  wholeDay: z.boolean().default(false),
  position: z.int().default(0),
  parentMilestoneId: orNull(readMilestoneId),
  timelineId: orNull(readId),
  parentId: orNull(readId),
  parentType: orNull(z.string()),
  baselineStartDate: readEpochMs.nullish(),
  baselineDueDate: readEpochMs.nullish(),
  createdAt: readStamp,
  updatedAt: readStamp,
});
export type Milestone = z.output<typeof readMilestone>;

const readTrigger = subscriptionTrigger.extend({ id: readId, isActive: z.boolean().default(true) });

export const readSubscription = webhookSubscription.extend({
  id: readId,
  companyId: readId,
  description: orNull(z.string()),
  maxAttempts: z.int().min(1),
  headers: z.record(z.string(), z.string()).default({}),
  createdBy: readId,
  createdAt: readTimestamp,
  updatedAt: readTimestamp,
  triggers: z.array(readTrigger).default([]),
});
export type WebhookSubscription = z.output<typeof readSubscription>;
export const readSubscriptionWithSecret = readSubscription.extend({ secret: z.string() });
export type WebhookSubscriptionWithSecret = z.output<typeof readSubscriptionWithSecret>;

// The sandbox's delivery extensions: only the timestamps are widened (no other API has them).
const readAttempt = deliveryAttempt.extend({
  startedAt: readTimestamp,
  finishedAt: readStamp,
  nextAttemptAt: readStamp,
});
export type DeliveryAttempt = z.output<typeof readAttempt>;
export const readDelivery = webhookDelivery.extend({
  subscriptionId: readId,
  nextAttemptAt: readStamp,
  occurredAt: readTimestamp,
  createdAt: readTimestamp,
  updatedAt: readTimestamp,
  attempts: z.array(readAttempt),
});
export const readDeliveryStats = deliveryStats.extend({
  from: readTimestamp,
  to: readTimestamp,
  hours: z.array(deliveryStatsHour.extend({ hour: readTimestamp })),
});
export type WebhookDelivery = z.output<typeof readDelivery>;
export type DeliveryStats = z.output<typeof readDeliveryStats>;
export type Address = z.output<typeof readAddress>;
