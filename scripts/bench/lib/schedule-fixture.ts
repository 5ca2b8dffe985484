import { BenchError } from "../../../lib/dev/errors";
import { sandboxToken } from "./sandbox-api";

// The timeline bench's schedule: one project with 500 milestones, created through the sandbox API as a partner
// would create it.
export const PHASES = 50;
export const ITEMS = 7; // and 2 checkpoints: 9 children a phase, 500 milestones in all
const DAY = 86_400_000;
const COLORS = ["#2563eb", "#16a34a", "#d97706", "#dc2626", "#7c3aed", "teal", "slate", null];

type Api = (path: string, body: unknown) => Promise<{ id: string | number }>;

function sandboxApi(baseUrl: string, token: string): Api {
  return async (path, body) => {
    const res = await fetch(`${baseUrl}/sandbox/api${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 201 && res.status !== 200)
      throw new BenchError(`POST ${path} answered ${res.status} ${text.slice(0, 300)}`);
    return (JSON.parse(text) as { data: { id: string | number } }).data;
  };
}

// Runs the tasks at most `n` at a time.
async function pool<T>(tasks: (() => Promise<T>)[], n: number): Promise<T[]> {
  const out: T[] = new Array<T>(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}

// 50 phases of 7 items and 2 checkpoints, a week each, over about a year from 90 days before today; whole-day dates
// are midnight UTC (the API's rule), timed ones from 08:00 UTC to 17:00 UTC; what ended before today is completed.
export async function createSchedule(
  baseUrl: string,
): Promise<{ id: number; name: string; milestones: number }> {
  const token = await sandboxToken(baseUrl, "write:projects write:schedule");
  const post = sandboxApi(baseUrl, token);
  const name = `Bench timeline ${new Date().toISOString().slice(0, 19)}`;
  const project = await post("/v1/projects", { name });
  const base = `/v1/projects/${project.id}/milestones`;
  const today = Math.floor(Date.now() / DAY) * DAY;
  const phases = await pool(
    Array.from(
      { length: PHASES },
      (_, p) => () =>
        post(base, {
          name: `Phase ${p + 1}`,
          milestoneType: "PHASE",
          position: p,
          color: COLORS[p % COLORS.length],
        }),
    ),
    8,
  );
  const children: (() => Promise<unknown>)[] = [];
  for (const [p, phase] of phases.entries()) {
    // A week a phase, its milestones staggered across it (and overlapping a little).
    const phaseStart = today + (p * 7 - 90) * DAY;
    for (let i = 0; i < ITEMS + 2; i++) {
      const checkpoint = i === 3 || i === ITEMS + 1;
      const wholeDay = checkpoint || (p + i) % 5 !== 0;
      const day = phaseStart + Math.floor((i * 7) / (ITEMS + 2)) * DAY;
      const len = ((p * 7 + i * 3) % 3) + 1;
      const start = wholeDay ? day : day + 8 * 3_600_000;
      const due = checkpoint ? start : start + (len - 1) * DAY + (wholeDay ? 0 : 9 * 3_600_000);
      const body = {
        name: checkpoint ? `Checkpoint ${p + 1}.${i + 1}` : `Item ${p + 1}.${i + 1}`,
        milestoneType: checkpoint ? "CHECKPOINT" : "ITEM",
        parentMilestoneId: String(phase.id),
        position: i,
        startDate: start,
        dueDate: due,
        wholeDay,
        status: due < today ? "COMPLETED" : "OPEN",
        color: i % 3 === 0 ? COLORS[(p + i) % COLORS.length] : null,
      };
      children.push(() => post(base, body));
    }
  }
  await pool(children, 8);
  return { id: Number(project.id), name, milestones: phases.length + children.length };
}
