import { z } from "zod";
import { address, addressWrite } from "./addresses";
import { id, isoTimestamp, pagingQuery, queryBoolean, queryId } from "./common";
import { customFieldEntry } from "./custom-fields";

export const project = z
  .object({
    id,
    name: z.string(),
    contactId: id.nullable(),
    statusId: id.nullable(),
    ownerId: id.nullable(),
    budget: z.number().nullable(),
    projectType: id.nullable(),
    projectTypeName: z.string().nullable(),
    archived: z.boolean(),
    notes: z.string().nullable(),
    addresses: z.array(address),
    status: z.object({ id, name: z.string() }).nullable(),
    client: z.object({ id, name: z.string() }).nullable(),
    createdAt: isoTimestamp,
    updatedAt: isoTimestamp,
    customFieldEntries: z.array(customFieldEntry),
  })
  .meta({ id: "Project" });
export type Project = z.infer<typeof project>;

const projectFields = z.object({
  name: z.string().trim().min(1, "name is required").max(255),
  contactId: id.nullable(),
  // The guide's create example names the client `clientId`: accepted as an alias of contactId.
  clientId: id.nullable(),
  statusId: id,
  ownerId: id.nullable(),
  budget: z.number().min(0, "budget may not be negative").max(1e12).nullable(),
  projectType: id.nullable(),
  projectTypeName: z.string().trim().max(255).nullable(),
  archived: z.boolean(),
  notes: z.string().max(20_000).nullable(),
  addresses: z.array(addressWrite).max(50),
});

const noConflictingClient = (b: { contactId?: number | null; clientId?: number | null }) =>
  b.contactId === undefined || b.clientId === undefined || b.contactId === b.clientId;
const clientMessage = {
  message: "contactId and clientId name the same field and differ",
  path: ["clientId"],
};

export const projectCreateBody = projectFields
  .partial()
  .required({ name: true })
  .refine(noConflictingClient, clientMessage);
export type ProjectCreateBody = z.infer<typeof projectCreateBody>;

export const projectUpdateBody = projectFields.partial().refine(noConflictingClient, clientMessage);
export type ProjectUpdateBody = z.infer<typeof projectUpdateBody>;

const statusIdList = z
  .string()
  .regex(
    /^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/,
    "statusId must be an integer or a comma-separated list of integers",
  )
  .transform((s) => s.split(",").map(Number))
  .pipe(z.array(id.max(2_147_483_647, "statusId must be at most 2147483647")));

export const projectListQuery = pagingQuery.extend({
  statusId: statusIdList.optional(),
  archived: queryBoolean("archived").optional(),
  contactId: queryId("contactId").optional(),
});
export type ProjectListQuery = z.input<typeof projectListQuery>;

export const projectStatus = z
  .object({ id, name: z.string(), system: z.boolean() })
  .meta({ id: "ProjectStatus" });
export type ProjectStatus = z.infer<typeof projectStatus>;
export const projectType = z.object({ id, name: z.string() }).meta({ id: "ProjectType" });
export type ProjectType = z.infer<typeof projectType>;
