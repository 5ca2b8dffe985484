import {
  builtInPhases,
  triggerCatalog,
  type CustomField,
  type CustomFieldEntry,
  type DeliveryStats,
  type Lead,
  type Milestone,
  type OperationId,
  type Project,
  type WebhookDelivery,
  type WebhookSubscription,
} from "@/lib/partner-api/contract";

// Examples in the seed's vocabulary (lib/sandbox/seed: Cascade Home Builders, company 1, its statuses, job types,
// custom fields and the sandbox-partner client acting as user 9001). build.test.ts parses each with the
// operation's own zod schema, so an example can never contradict the contract.

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour, 15)).toISOString();

export const exampleProject: Project = {
  id: 1,
  name: "Nguyen Kitchen Remodel",
  contactId: 3,
  statusId: 1,
  ownerId: 101,
  budget: 48_500,
  projectType: 1,
  projectTypeName: "Kitchen Remodel",
  archived: false,
  notes: "Client prefers morning site visits.",
  addresses: [
    {
      id: 1,
      name: "Job site",
      address: "482 Maple Ave",
      address2: null,
      city: "Portland",
      state: "OR",
      zip: "97205",
      country: "US",
    },
  ],
  status: { id: 1, name: "Active" },
  client: { id: 3, name: "Maya Okafor" },
  createdAt: at(2),
  updatedAt: at(20),
  customFieldEntries: [
    {
      id: 1,
      customFieldId: 1,
      customableId: 1,
      customableType: "Project",
      value: "ERP-11000",
      customField: { id: 1, name: "ERP Reference", type: "text" },
    },
  ],
};

export const exampleLead: Lead = {
  id: 42,
  name: "Garcia Deck Build",
  contactId: 3,
  description: "Homeowner asked for a quote and a site visit.",
  budget: 12_000,
  type: "Deck Build",
  serviceTypeId: 2,
  sourceCode: 1,
  source: "Referral",
  expectedStartDate: "2026-12-07",
  addresses: [],
  phaseId: 3,
  projectId: null,
  status: { value: "Current", displayName: "Current" },
  client: { id: 3, name: "Maya Okafor", email: "maya.okafor12@example.com" },
  customFieldEntries: [],
  createdAt: at(12),
  updatedAt: at(21),
};

export const exampleMilestone: Milestone = {
  id: "412",
  name: "Permit application",
  description: null,
  location: "On site",
  color: "#2563eb",
  startDate: Date.UTC(2026, 11, 1),
  dueDate: Date.UTC(2026, 11, 4),
  wholeDay: true,
  position: 0,
  status: "OPEN",
  milestoneType: "ITEM",
  parentMilestoneId: "411",
  timelineId: null,
  parentId: 1,
  parentType: "project",
  createdAt: at(2),
  updatedAt: at(2),
};

const customField: CustomField = {
  id: 1,
  name: "ERP Reference",
  type: "text",
  description: "Order number in the partner's ERP",
  options: [],
  customableType: "Project",
  createdAt: at(1),
};
const entry: CustomFieldEntry = exampleProject.customFieldEntries[0]!;

export const exampleSubscription: WebhookSubscription = {
  id: 7,
  companyId: 1,
  url: "https://hooks.example.com/partner",
  status: "active",
  description: "ERP sync",
  maxAttempts: 5,
  headers: { "X-Partner-Env": "sandbox" },
  consecutiveFailures: 0,
  createdBy: 9001,
  createdAt: at(20),
  updatedAt: at(20),
  triggers: [{ id: 11, resourceName: "lead", eventType: "update", isActive: true }],
};
const subscriptionWithSecret = {
  ...exampleSubscription,
  secret: "3f9c2a7e5b1d48c6a0e2f7b9d4c1e8a6",
};

export const exampleDeliveryId = "6f1d2c3b-9a8e-4f7d-b6c5-a4e3d2c1b0a9";
export const exampleEvent = {
  event_type: "lead.update",
  company_id: 1,
  entity_type: "lead",
  entity_id: exampleLead.id,
  occurred_at: at(21),
  updated_fields: ["phaseId"],
  data: exampleLead,
  actor: { type: "user", id: 9001 },
  delivery_id: exampleDeliveryId,
  attempt_number: 1,
};

const delivery: WebhookDelivery = {
  id: exampleDeliveryId,
  subscriptionId: exampleSubscription.id,
  eventType: "lead.update",
  test: false,
  status: "success",
  failureReason: null,
  attemptCount: 1,
  nextAttemptAt: null,
  occurredAt: at(21),
  createdAt: at(21),
  updatedAt: at(21),
  requestBody: exampleEvent,
  attempts: [
    {
      attemptNumber: 1,
      outcome: "success",
      startedAt: at(21),
      finishedAt: at(21),
      durationMs: 84,
      responseStatus: 200,
      responseBody: '{"ok":true}',
      error: null,
      nextAttemptAt: null,
    },
  ],
};

const stats: DeliveryStats = {
  from: at(20),
  to: at(21),
  hours: [
    {
      hour: new Date(Date.UTC(2026, 10, 21, 9)).toISOString(),
      attempts: 3,
      delivered: 2,
      failed: 0,
      retried: 1,
      p50DurationMs: 84,
      p95DurationMs: 210,
    },
  ],
};

const list = <T>(item: T, total = 1) => ({ data: [item], limit: 20, offset: 0, total });
const one = <T>(data: T) => ({ data });
const deleted = { deleted: true };

const newAddress = {
  name: "Job site",
  address: "482 Maple Ave",
  city: "Portland",
  state: "OR",
  zip: "97205",
  country: "US",
};
const milestoneBody = {
  name: "Permit application",
  milestoneType: "ITEM",
  status: "OPEN",
  startDate: Date.UTC(2026, 11, 1),
  dueDate: Date.UTC(2026, 11, 4),
  wholeDay: true,
  parentMilestoneId: "411",
};

export type OperationExample = { body?: unknown; response: unknown };

// One request body (where the operation takes one) and one success response per operation.
export const operationExamples = {
  listCustomFields: { response: list(customField, 9) },
  createCustomField: {
    body: {
      name: "ERP Reference",
      type: "text",
      customableType: "Project",
      description: "Order number in the partner's ERP",
    },
    response: one(customField),
  },
  lookupByCustomFieldValue: {
    response: one({ entityType: "Project", entityId: 1, entity: exampleProject }),
  },
  listCustomFieldEntries: { response: list(entry) },
  setCustomFieldEntries: {
    body: {
      entityId: 1,
      entityType: "Project",
      customFieldEntries: [{ customFieldId: 1, value: "ERP-11000" }],
    },
    response: one(entry),
  },
  listProjects: { response: list(exampleProject, 260) },
  createProject: {
    body: {
      name: "Nguyen Kitchen Remodel",
      contactId: 3,
      statusId: 1,
      projectType: 1,
      budget: 48_500,
      addresses: [{ address: newAddress }],
    },
    response: one(exampleProject),
  },
  getProject: { response: one(exampleProject) },
  updateProject: {
    body: { statusId: 2, notes: "On hold until the cabinets arrive." },
    response: one(exampleProject),
  },
  deleteProject: { response: deleted },
  listProjectStatuses: { response: list({ id: 1, name: "Active", system: true }, 6) },
  listProjectTypes: { response: list({ id: 1, name: "Kitchen Remodel" }, 6) },
  listLeads: { response: list(exampleLead, 420) },
  createLead: {
    body: {
      name: "Garcia Deck Build",
      contactId: 3,
      budget: 12_000,
      source: "Referral",
      expectedStartDate: "2026-12-07",
      phaseId: 1,
    },
    response: one({ ...exampleLead, phaseId: 1 }),
  },
  getLead: { response: one(exampleLead) },
  updateLead: { body: { budget: 14_500 }, response: one({ ...exampleLead, budget: 14_500 }) },
  deleteLead: { response: deleted },
  convertLead: { response: one({ projectId: 261 }) },
  retireLead: {
    response: one({ ...exampleLead, status: { value: "Retired", displayName: "Retired" } }),
  },
  reactivateLead: { response: one(exampleLead) },
  updateLeadPhase: { body: { phaseId: 3 }, response: one(exampleLead) },
  listLeadPhases: {
    response: {
      data: builtInPhases.map((p, i) => ({ id: p.id, name: p.name, position: (i + 1) * 10, custom: false })),
      limit: 20,
      offset: 0,
      total: 7,
    },
  },
  listProjectMilestones: { response: list(exampleMilestone, 14) },
  createProjectMilestone: { body: milestoneBody, response: one(exampleMilestone) },
  listLeadMilestones: {
    response: list({ ...exampleMilestone, parentId: exampleLead.id, parentType: "inquiry" }, 5),
  },
  createLeadMilestone: {
    body: milestoneBody,
    response: one({ ...exampleMilestone, parentId: exampleLead.id, parentType: "inquiry" }),
  },
  getMilestone: { response: one(exampleMilestone) },
  updateMilestone: {
    body: { parentId: 1, parentType: "project", status: "COMPLETED" },
    response: one({ ...exampleMilestone, status: "COMPLETED" }),
  },
  deleteMilestone: { response: deleted },
  listWebhookTriggers: { response: { data: triggerCatalog } },
  listWebhookSubscriptions: { response: list(exampleSubscription) },
  createWebhookSubscription: {
    body: {
      url: "https://hooks.example.com/partner",
      triggers: [{ resourceName: "lead", eventType: "update" }],
      description: "ERP sync",
      maxAttempts: 5,
      headers: { "X-Partner-Env": "sandbox" },
    },
    response: one(subscriptionWithSecret),
  },
  getWebhookSubscription: { response: one(exampleSubscription) },
  updateWebhookSubscription: {
    body: { status: "paused" },
    response: one({ ...exampleSubscription, status: "paused" }),
  },
  deleteWebhookSubscription: { response: deleted },
  listWebhookDeliveries: { response: list(delivery) },
  replayWebhookDelivery: { response: one(delivery) },
  searchWebhookDeliveries: { response: list(delivery) },
  replayFailedWebhookDeliveries: {
    body: { from: at(20), to: at(21), dryRun: true },
    response: one({ matched: 3, replayed: 0, next: null }),
  },
  testWebhookSubscription: {
    response: one({ ...delivery, test: true, requestBody: { ...exampleEvent, test: true } }),
  },
  getWebhookDeliveryStats: { response: one(stats) },
} satisfies Record<OperationId, OperationExample>;
