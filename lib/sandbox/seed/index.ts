// Over 300 lines: the deterministic seed is one sequence (companies, phases, records, schedules, custom fields)
// whose ids later steps depend on; read top to bottom it is the sandbox's starting state.
import "server-only";
import { builtInPhases } from "@/lib/partner-api/contract";
import type { SandboxTx } from "../core/db";
import { schema } from "../core/db";
import { cities, colors, firstNames, jobs, lastNames, milestoneNames, streets } from "./names";
import { rng, type Rng } from "./random";

const DAY = 86_400_000;
const CHUNK = 500;

async function insertAll<T extends { id: unknown }>(
  tx: SandboxTx,
  table: Parameters<SandboxTx["insert"]>[0],
  rows: Record<string, unknown>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const out = (await tx
      .insert(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .returning()) as unknown as T[];
    ids.push(...out.map((r) => r.id as number));
  }
  return ids;
}

const person = (r: Rng) => `${r.pick(firstNames)} ${r.pick(lastNames)}`;
const address = (r: Rng, name: string) => {
  const [city, state, zip] = r.pick(cities);
  return {
    name,
    address: `${r.int(10, 9999)} ${r.pick(streets)}`,
    address2: r.chance(0.2) ? `Unit ${r.int(1, 40)}` : null,
    city,
    state,
    zip,
    country: "US",
  };
};

type Plan = {
  contacts: number;
  projects: number;
  leads: number;
  projectSchedules: number;
  leadSchedules: number;
};

// The seeded companies, each with its own phases beside the built-in ones and the size of its data.
type SeededCompany = { id: number; name: string; phases: { id: number; name: string; position: number }[] };
const companies: SeededCompany[] = [
  { id: 1, name: "Cascade Home Builders", phases: [{ id: 7, name: "Site Visit", position: 35 }] },
  { id: 2, name: "Riverbend Renovations", phases: [] },
];

function planOf(companyId: number, scale: number): Plan {
  if (companyId !== 1) return { contacts: 5, projects: 6, leads: 8, projectSchedules: 1, leadSchedules: 1 };
  return {
    contacts: Math.round(60 * scale),
    projects: Math.round(260 * scale),
    leads: Math.round(420 * scale),
    projectSchedules: Math.round(35 * scale),
    leadSchedules: Math.round(12 * scale),
  };
}

// Deterministic demo data. Structure and values come from a fixed seed; schedule dates are laid out around the
// day the seed runs, so the timeline always has a today line among its bars.
export async function seedSandbox(tx: SandboxTx, scale: number): Promise<void> {
  await tx.insert(schema.companies).values(companies.map(({ id, name }) => ({ id, name })));
  await tx
    .insert(schema.leadPhases)
    .values(
      builtInPhases.map((p, i) => ({ id: p.id, companyId: null, name: p.name, position: (i + 1) * 10 })),
    );
  for (const c of companies) await seedCompanyData(tx, c.id, scale);
}

// One company's data as the seed makes it (the company row itself exists): its own phases and records. The
// workbench's reset of one company calls it after deleting the company's rows; record ids then continue from
// the store's sequences.
export async function seedCompanyData(tx: SandboxTx, companyId: number, scale: number): Promise<void> {
  const own = companies.find((c) => c.id === companyId)?.phases ?? [];
  if (own.length) await tx.insert(schema.leadPhases).values(own.map((p) => ({ ...p, companyId })));
  const today = Date.now() - (Date.now() % DAY);
  await seedCompany(tx, companyId, rng(companyId), today, planOf(companyId, scale));
}

async function seedCompany(tx: SandboxTx, companyId: number, r: Rng, today: number, plan: Plan) {
  const statusNames: [string, boolean][] = [
    ["Active", true],
    ["On Hold", true],
    ["Completed", true],
    ["Cancelled", true],
  ];
  if (companyId === 1) statusNames.push(["Awaiting Materials", false], ["Punch List", false]);
  const statusIds = await insertAll(
    tx,
    schema.projectStatuses,
    statusNames.map(([name, system], i) => ({ companyId, name, system, position: i })),
  );
  const typeNames = companyId === 1 ? jobs.slice(0, 6) : jobs.slice(0, 2);
  const typeIds = await insertAll(
    tx,
    schema.projectTypes,
    typeNames.map((name) => ({ companyId, name })),
  );

  const contactRows = Array.from({ length: plan.contacts }, () => {
    const name = person(r);
    return {
      companyId,
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}${r.int(1, 99)}@example.com`,
    };
  });
  const contactIds = await insertAll(tx, schema.contacts, contactRows);
  const created = (i: number) => new Date(today - (400 - (i % 400)) * DAY + i * 60_000);

  const projectRows = Array.from({ length: plan.projects }, (_, i) => {
    const t = r.int(0, typeIds.length - 1);
    return {
      companyId,
      name: `${r.pick(lastNames)} ${typeNames[t]}`,
      contactId: r.chance(0.9) ? r.pick(contactIds) : null,
      statusId: r.pick(statusIds),
      ownerId: r.int(101, 108),
      budget: r.int(20, 900) * 100,
      projectType: typeIds[t],
      projectTypeName: typeNames[t],
      archived: r.chance(0.12),
      notes: r.chance(0.4) ? "Client prefers morning site visits." : null,
      createdAt: created(i),
      updatedAt: created(i),
    };
  });
  const projectIds = await insertAll(tx, schema.projects, projectRows);

  const phaseIds = companyId === 1 ? [1, 2, 3, 4, 5, 6, 7] : [1, 2, 3, 4, 5, 6];
  const leadRows = Array.from({ length: plan.leads }, (_, i) => {
    const phaseId = phaseIds[i % phaseIds.length]!;
    const start = new Date(today + r.int(-30, 180) * DAY).toISOString().slice(0, 10);
    return {
      companyId,
      name: `${r.pick(lastNames)} ${r.pick(jobs)}`,
      contactId: r.chance(0.92) ? r.pick(contactIds) : null,
      description: r.chance(0.6) ? "Homeowner asked for a quote and a site visit." : null,
      budget: r.chance(0.85) ? r.int(5, 600) * 100 : null,
      type: r.pick(jobs),
      serviceTypeId: r.int(1, 5),
      sourceCode: r.int(1, 4),
      source: r.pick(["Website", "Referral", "Houzz", "Yard sign"]),
      expectedStartDate: r.chance(0.8) ? start : null,
      phaseId,
      retired: phaseId !== 6 && r.chance(0.06),
      createdAt: created(i),
      updatedAt: created(i),
    };
  });
  const leadIds = await insertAll(tx, schema.leads, leadRows);

  await insertAll(tx, schema.addresses, [
    ...projectIds.flatMap((id) => [
      { companyId, ownerType: "project", ownerId: id, ...address(r, "Job site") },
      ...(r.chance(0.3) ? [{ companyId, ownerType: "project", ownerId: id, ...address(r, "Billing") }] : []),
    ]),
    ...leadIds
      .filter(() => r.chance(0.7))
      .map((id) => ({ companyId, ownerType: "lead", ownerId: id, ...address(r, "Site") })),
  ]);

  for (const id of projectIds.slice(0, plan.projectSchedules))
    await seedSchedule(tx, r, companyId, "project", id, today);
  for (const id of leadIds.slice(0, plan.leadSchedules))
    await seedSchedule(tx, r, companyId, "inquiry", id, today);
  await seedCustomFields(tx, r, companyId, projectIds, leadIds);
}

async function seedSchedule(
  tx: SandboxTx,
  r: Rng,
  companyId: number,
  parentType: "project" | "inquiry",
  parentId: number,
  today: number,
) {
  let cursor = today - r.int(10, 40) * DAY;
  const withBaseline = r.chance(0.3);
  const phases = milestoneNames.phases.slice(0, r.int(2, 4));
  for (const [p, phaseName] of phases.entries()) {
    const [phase] = await tx
      .insert(schema.milestones)
      .values({
        companyId,
        parentType,
        parentId,
        name: phaseName,
        milestoneType: "PHASE",
        position: p,
        color: r.pick(colors),
      })
      .returning({ id: schema.milestones.id });
    const children: (typeof schema.milestones.$inferInsert)[] = [];
    const itemCount = r.int(2, 4);
    for (let i = 0; i < itemCount; i++) {
      const wholeDay = r.chance(0.6);
      const len = r.int(1, 8) * DAY;
      const start = wholeDay ? cursor : cursor + 8 * 3_600_000;
      // A timed item runs from 08:00 on its first day to 17:00 on its last (not to 01:00 the day after, which
      // read as "Nov 10, 2026, 1:00 AM" beside whole-day items); scripts/bench/timeline.ts seeds the same hours.
      const due = wholeDay ? cursor + len : cursor + len - 7 * 3_600_000;
      const shift = withBaseline ? r.int(-3, 3) * DAY : 0;
      children.push({
        companyId,
        parentType,
        parentId,
        name: r.pick(milestoneNames.items),
        milestoneType: "ITEM",
        parentMilestoneId: phase!.id,
        position: i,
        startDate: start,
        dueDate: due,
        wholeDay,
        status: due < today ? "COMPLETED" : "OPEN",
        location: r.chance(0.3) ? "On site" : null,
        color: r.chance(0.3) ? r.pick(colors) : null,
        ...(withBaseline ? { baselineStartDate: start - shift, baselineDueDate: due - shift } : {}),
      });
      cursor += len;
    }
    const checkpoint = cursor;
    children.push({
      companyId,
      parentType,
      parentId,
      name: r.pick(milestoneNames.checkpoints),
      milestoneType: "CHECKPOINT",
      parentMilestoneId: phase!.id,
      position: itemCount,
      startDate: checkpoint,
      dueDate: checkpoint,
      wholeDay: true,
      status: checkpoint < today ? "COMPLETED" : "OPEN",
    });
    await tx.insert(schema.milestones).values(children);
    cursor += r.int(0, 3) * DAY;
  }
}

async function seedCustomFields(
  tx: SandboxTx,
  r: Rng,
  companyId: number,
  projectIds: number[],
  leadIds: number[],
) {
  const defs = [
    {
      name: "ERP Reference",
      type: "text",
      customableType: "Project",
      description: "Order number in the partner's ERP",
      options: [],
    },
    { name: "Permit Required", type: "checkbox", customableType: "Project", description: null, options: [] },
    {
      name: "Design Board",
      type: "link",
      customableType: "Project",
      description: "Link to the mood board",
      options: [],
    },
    { name: "Inspection Date", type: "date", customableType: "Project", description: null, options: [] },
    {
      name: "Priority",
      type: "single_select",
      customableType: "Project",
      description: null,
      options: ["Low", "Medium", "High"],
    },
    {
      name: "Estimated Duration",
      type: "duration",
      customableType: "Project",
      description: "ISO 8601 duration",
      options: [],
    },
    {
      name: "CRM ID",
      type: "text",
      customableType: "Lead",
      description: "Id in the partner's CRM",
      options: [],
    },
    {
      name: "Referral Channel",
      type: "single_select",
      customableType: "Lead",
      description: null,
      options: ["Friend", "Contractor", "Online"],
    },
    { name: "Loyalty Number", type: "text", customableType: "Contact", description: null, options: [] },
  ];
  const fieldIds = await insertAll(
    tx,
    schema.customFields,
    defs.map((d) => ({ ...d, companyId })),
  );
  const f = (name: string) => fieldIds[defs.findIndex((d) => d.name === name)]!;
  const entries: (typeof schema.customFieldEntries.$inferInsert)[] = [];
  const add = (field: string, type: string, id: number, value: string) =>
    entries.push({ companyId, customFieldId: f(field), customableType: type, customableId: id, value });
  for (const [i, id] of projectIds.entries()) {
    add("ERP Reference", "Project", id, `ERP-${companyId}${String(1000 + i)}`);
    if (r.chance(0.5)) add("Permit Required", "Project", id, r.chance(0.5) ? "true" : "false");
    if (r.chance(0.3)) add("Priority", "Project", id, r.pick(["Low", "Medium", "High"]));
    if (r.chance(0.2)) add("Estimated Duration", "Project", id, `P${r.int(2, 60)}D`);
    if (r.chance(0.1)) add("Design Board", "Project", id, `https://boards.example.com/${id}`);
    if (r.chance(0.1))
      add(
        "Inspection Date",
        "Project",
        id,
        new Date(Date.UTC(2026, r.int(0, 11), r.int(1, 28))).toISOString().slice(0, 10),
      );
  }
  for (const [i, id] of leadIds.entries()) {
    if (r.chance(0.6)) add("CRM ID", "Lead", id, `CRM-${companyId}-${5000 + i}`);
    if (r.chance(0.3)) add("Referral Channel", "Lead", id, r.pick(["Friend", "Contractor", "Online"]));
  }
  for (let i = 0; i < entries.length; i += CHUNK)
    await tx.insert(schema.customFieldEntries).values(entries.slice(i, i + CHUNK));
}
