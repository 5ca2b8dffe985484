import { z } from "zod";
import { deleteEnvelope, listEnvelope, pagingQuery, singleEnvelope } from "./common";
import type { ErrorCode } from "./errors";
import {
  customField,
  customFieldCreateBody,
  customFieldEntriesBody,
  customFieldEntry,
  customFieldEntryListQuery,
  customFieldListQuery,
  lookupQuery,
  lookupResult,
  type EntityType,
} from "./custom-fields";
import {
  convertResult,
  lead,
  leadCreateBody,
  leadListQuery,
  leadPhase,
  leadUpdateBody,
  updatePhaseBody,
} from "./leads";
import { milestone, milestoneCreateBody, milestoneUpdateBody } from "./milestones";
import {
  project,
  projectCreateBody,
  projectListQuery,
  projectStatus,
  projectType,
  projectUpdateBody,
} from "./projects";
import type { Scope } from "./scopes";
import {
  subscriptionCreateBody,
  subscriptionListQuery,
  subscriptionUpdateBody,
  webhookSubscription,
  webhookSubscriptionWithSecret,
  webhookTrigger,
} from "./webhooks";

// Who may call an operation: named scopes (all required), any valid token (webhooks), or the read/write scope
// of the entity type named in the request (custom field entries and lookup).
export type OperationAuth =
  | { scopes: readonly Scope[] }
  | { anyToken: true }
  | { entityScope: "read" | "write" };

export type Operation = {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  summary: string;
  tag: string;
  auth: OperationAuth;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  status: 200 | 201;
  conflicts?: readonly ErrorCode[];
  sandboxOnly?: boolean;
};

export const entityScopes: Record<EntityType, { read: Scope; write: Scope }> = {
  Lead: { read: "read:leads", write: "write:leads" },
  Project: { read: "read:projects", write: "write:projects" },
  Contact: { read: "read:contacts", write: "write:contacts" },
  Vendor: { read: "read:vendors", write: "write:vendors" },
  DailyLog: { read: "read:daily-logs", write: "write:daily-logs" },
  Task: { read: "read:tasks", write: "write:tasks" },
};

const list = listEnvelope;
const one = singleEnvelope;

export const operations = {
  listCustomFields: {
    method: "GET", path: "/v1/customFields", tag: "Custom fields", summary: "List custom field definitions",
    auth: { scopes: ["read:leads"] }, query: customFieldListQuery, response: list(customField), status: 200,
  },
  createCustomField: {
    method: "POST", path: "/v1/customFields", tag: "Custom fields", summary: "Create a custom field definition",
    auth: { scopes: ["write:leads"] }, body: customFieldCreateBody, response: one(customField), status: 201,
    conflicts: ["custom_field_name_taken"],
  },
  lookupByCustomFieldValue: {
    method: "GET", path: "/v1/customFields/getEntityByCustomFieldValue", tag: "Custom fields",
    summary: "Find the record that holds a custom field value", auth: { entityScope: "read" },
    query: lookupQuery, response: one(lookupResult), status: 200,
  },
  listCustomFieldEntries: {
    method: "GET", path: "/v1/customFieldEntries", tag: "Custom fields", summary: "List a record's custom field values",
    auth: { entityScope: "read" }, query: customFieldEntryListQuery, response: list(customFieldEntry), status: 200,
  },
  setCustomFieldEntries: {
    method: "PATCH", path: "/v1/customFieldEntries", tag: "Custom fields", summary: "Set custom field values on a record",
    auth: { entityScope: "write" }, body: customFieldEntriesBody, response: one(customFieldEntry), status: 200,
  },

  listProjects: {
    method: "GET", path: "/v1/projects", tag: "Projects", summary: "List projects",
    auth: { scopes: ["read:projects"] }, query: projectListQuery, response: list(project), status: 200,
  },
  createProject: {
    method: "POST", path: "/v1/projects", tag: "Projects", summary: "Create a project",
    auth: { scopes: ["write:projects"] }, body: projectCreateBody, response: one(project), status: 201,
  },
  getProject: {
    method: "GET", path: "/v1/projects/{id}", tag: "Projects", summary: "Get a project",
    auth: { scopes: ["read:projects"] }, response: one(project), status: 200,
  },
  updateProject: {
    method: "PATCH", path: "/v1/projects/{id}", tag: "Projects", summary: "Update a project",
    auth: { scopes: ["write:projects"] }, body: projectUpdateBody, response: one(project), status: 200,
  },
  deleteProject: {
    method: "DELETE", path: "/v1/projects/{id}", tag: "Projects", summary: "Delete a project permanently",
    auth: { scopes: ["admin:projects"] }, response: deleteEnvelope, status: 200,
  },
  listProjectStatuses: {
    method: "GET", path: "/v1/project-statuses", tag: "Projects", summary: "List project statuses",
    auth: { scopes: ["read:projects"] }, query: pagingQuery, response: list(projectStatus), status: 200,
  },
  listProjectTypes: {
    method: "GET", path: "/v1/project-types", tag: "Projects", summary: "List project types",
    auth: { scopes: ["read:projects"] }, query: pagingQuery, response: list(projectType), status: 200,
  },

  listLeads: {
    method: "GET", path: "/v1/leads", tag: "Leads", summary: "List leads (retired ones included)",
    auth: { scopes: ["read:leads"] }, query: leadListQuery, response: list(lead), status: 200,
  },
  createLead: {
    method: "POST", path: "/v1/leads", tag: "Leads", summary: "Create a lead",
    auth: { scopes: ["write:leads"] }, body: leadCreateBody, response: one(lead), status: 201,
  },
  getLead: {
    method: "GET", path: "/v1/leads/{id}", tag: "Leads", summary: "Get a lead",
    auth: { scopes: ["read:leads"] }, response: one(lead), status: 200,
  },
  updateLead: {
    method: "PATCH", path: "/v1/leads/{id}", tag: "Leads", summary: "Update a lead (never its phase)",
    auth: { scopes: ["write:leads"] }, body: leadUpdateBody, response: one(lead), status: 200,
  },
  deleteLead: {
    method: "DELETE", path: "/v1/leads/{id}", tag: "Leads", summary: "Delete a lead",
    auth: { scopes: ["admin:leads"] }, response: deleteEnvelope, status: 200,
  },
  convertLead: {
    method: "POST", path: "/v1/leads/{id}/convertToProject", tag: "Leads", summary: "Convert a lead to a project",
    auth: { scopes: ["write:projects", "write:leads"] }, response: one(convertResult), status: 200,
    conflicts: ["lead_already_converted", "lead_not_convertible"],
  },
  retireLead: {
    method: "POST", path: "/v1/leads/{id}/retire", tag: "Leads", summary: "Retire (archive) a lead",
    auth: { scopes: ["write:leads"] }, response: one(lead), status: 200, conflicts: ["lead_is_won"],
  },
  reactivateLead: {
    method: "POST", path: "/v1/leads/{id}/reactivate", tag: "Leads", summary: "Reactivate a retired lead",
    auth: { scopes: ["write:leads"] }, response: one(lead), status: 200, conflicts: ["lead_not_retired"],
  },
  updateLeadPhase: {
    method: "POST", path: "/v1/leads/{id}/updatePhase", tag: "Leads", summary: "Move a lead to a phase",
    auth: { scopes: ["write:leads"] }, body: updatePhaseBody, response: one(lead), status: 200,
  },
  listLeadPhases: {
    method: "GET", path: "/v1/lead-phases", tag: "Leads", summary: "List lead pipeline phases",
    auth: { scopes: ["read:leads"] }, query: pagingQuery, response: list(leadPhase), status: 200,
  },

  listProjectMilestones: {
    method: "GET", path: "/v1/projects/{projectId}/milestones", tag: "Milestones", summary: "List a project's milestones",
    auth: { scopes: ["read:schedule"] }, query: pagingQuery, response: list(milestone), status: 200,
  },
  createProjectMilestone: {
    method: "POST", path: "/v1/projects/{projectId}/milestones", tag: "Milestones", summary: "Create a project milestone",
    auth: { scopes: ["write:schedule"] }, body: milestoneCreateBody, response: one(milestone), status: 201,
  },
  listLeadMilestones: {
    method: "GET", path: "/v1/leads/{leadId}/milestones", tag: "Milestones", summary: "List a lead's milestones",
    auth: { scopes: ["read:schedule"] }, query: pagingQuery, response: list(milestone), status: 200,
  },
  createLeadMilestone: {
    method: "POST", path: "/v1/leads/{leadId}/milestones", tag: "Milestones", summary: "Create a lead milestone",
    auth: { scopes: ["write:schedule"] }, body: milestoneCreateBody, response: one(milestone), status: 201,
  },
  getMilestone: {
    method: "GET", path: "/v1/milestones/{id}", tag: "Milestones", summary: "Get a milestone",
    auth: { scopes: ["read:schedule"] }, response: one(milestone), status: 200,
  },
  updateMilestone: {
    method: "PATCH", path: "/v1/milestones/{id}", tag: "Milestones", summary: "Update a milestone",
    auth: { scopes: ["write:schedule"] }, body: milestoneUpdateBody, response: one(milestone), status: 200,
  },
  deleteMilestone: {
    method: "DELETE", path: "/v1/milestones/{id}", tag: "Milestones", summary: "Delete a milestone",
    auth: { scopes: ["admin:schedule"] }, response: deleteEnvelope, status: 200, conflicts: ["milestone_has_children"],
  },

  listWebhookTriggers: {
    method: "GET", path: "/v1/webhookTriggers", tag: "Webhooks", summary: "The trigger catalog",
    auth: { anyToken: true }, response: z.object({ data: z.array(webhookTrigger) }), status: 200,
  },
  listWebhookSubscriptions: {
    method: "GET", path: "/v1/webhookSubscriptions", tag: "Webhooks", summary: "List webhook subscriptions",
    auth: { anyToken: true }, query: subscriptionListQuery, response: list(webhookSubscription), status: 200,
  },
  createWebhookSubscription: {
    method: "POST", path: "/v1/webhookSubscriptions", tag: "Webhooks",
    summary: "Create a webhook subscription (the only response that carries its secret)",
    auth: { anyToken: true }, body: subscriptionCreateBody, response: one(webhookSubscriptionWithSecret), status: 201,
  },
  getWebhookSubscription: {
    method: "GET", path: "/v1/webhookSubscriptions/{id}", tag: "Webhooks", summary: "Get a webhook subscription",
    auth: { anyToken: true }, response: one(webhookSubscription), status: 200,
  },
  updateWebhookSubscription: {
    method: "PATCH", path: "/v1/webhookSubscriptions/{id}", tag: "Webhooks", summary: "Update a webhook subscription",
    auth: { anyToken: true }, body: subscriptionUpdateBody, response: one(webhookSubscription), status: 200,
  },
  deleteWebhookSubscription: {
    method: "DELETE", path: "/v1/webhookSubscriptions/{id}", tag: "Webhooks",
    summary: "Delete a webhook subscription and stop its deliveries",
    auth: { anyToken: true }, response: deleteEnvelope, status: 200,
  },
} as const satisfies Record<string, Operation>;

export type OperationId = keyof typeof operations;
