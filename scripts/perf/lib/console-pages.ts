import type { APIRequestContext } from "@playwright/test";

// The console's pages as a signed-in user opens them: every route, the dynamic ones on the first project and lead
// the seeded sandbox lists (ids asked of the console's own API, so any seed will do) and on a new subscription.
export async function consolePaths(request: APIRequestContext): Promise<string[]> {
  const firstId = async (path: string) => {
    const res = await request.get(path);
    const body = (await res.json().catch(() => undefined)) as { data?: { id?: number }[] } | undefined;
    const id = body?.data?.[0]?.id;
    if (!res.ok() || typeof id !== "number")
      throw new Error(`GET ${path} answered ${res.status()} with no id`);
    return id;
  };
  const project = await firstId("/api/projects?limit=1");
  const lead = await firstId("/api/leads?limit=1");
  // The seed has no subscription: make one (to a port nothing listens on; no event is sent to it here).
  const created = await request.post("/api/webhooks", {
    data: { url: "http://127.0.0.1:9/hook", triggers: [{ resourceName: "project", eventType: "create" }] },
  });
  if (!created.ok()) throw new Error(`POST /api/webhooks answered ${created.status()}`);
  const webhook = ((await created.json()) as { data: { id: number } }).data.id;
  return [
    "/projects",
    "/leads",
    "/webhooks",
    "/audit",
    "/custom-fields",
    "/schedule",
    "/projects/new",
    `/projects/${project}`,
    `/projects/${project}/edit`,
    `/projects/${project}/schedule`,
    "/leads/new",
    `/leads/${lead}`,
    `/leads/${lead}/edit`,
    `/leads/${lead}/schedule`,
    "/webhooks/new",
    "/webhooks/signature-checker",
    `/webhooks/${webhook}`,
    `/webhooks/${webhook}/edit`,
    `/webhooks/${webhook}/health`,
  ];
}
