export type ReplayJob = {
  id: number;
  subscriptionId: number;
  from: string;
  to: string;
  status: "running" | "done" | "cancelled" | "failed";
  total: number;
  replayed: number;
  startedBy: string;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
};

export type DryRun = { available: true; matched: number } | { available: false };

export type MissedRow = {
  kind: "project" | "lead";
  id: number;
  name: string;
  change: "updated" | "deleted";
  at: string;
};
export type MissedReport = {
  from: string;
  to: string;
  changed: MissedRow[];
  changedTotal: number;
  deleted: MissedRow[];
  offset: number;
  // The index held every record at these times (null: never complete), and what the report cannot know.
  completeAsOf: { project: string | null; lead: string | null };
  unknowable: string[];
};
