import { describe, expect, it } from "vitest";
import { baseUrl, token } from "./support/api";
import { createProject, seededContactIds } from "./support/helpers";

// Identical concurrent list reads share one store query (COALESCED_READS in lib/sandbox/http/dispatch.ts). What must never
// happen: a read that starts after a write was answered returning the state from before the write, or a read
// getting another company's or a differently filtered answer.

async function api(path: string, init: RequestInit = {}) {
  const res = await fetch(`${baseUrl()}/sandbox/api${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${await token("partner")}`,
      "content-type": "application/json",
      ...init.headers,
    },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("coalesced list reads", () => {
  it("read their own writes while identical reads are in flight", async () => {
    const [contactId] = await seededContactIds();
    const project = (await createProject({ name: "Coalesce 0", contactId })) as { id: number };
    const list = `/v1/projects?limit=300&contactId=${contactId}`;
    for (let round = 1; round <= 15; round++) {
      // A stream of identical reads keeps a flight open while the write happens.
      const background = Array.from({ length: 12 }, () => api(list));
      const written = await api(`/v1/projects/${project.id}`, {
        method: "PATCH",
        body: JSON.stringify({ name: `Coalesce ${round}` }),
      });
      expect(written.status).toBe(200);
      const after = await api(list);
      const mine = (after.body.data as { id: number; name: string }[]).find((p) => p.id === project.id);
      expect(mine?.name, `round ${round}`).toBe(`Coalesce ${round}`);
      await Promise.all(background);
    }
  });

  it("never give one filter's answer to another", async () => {
    const paths = ["/v1/projects?limit=3", "/v1/projects?limit=4", "/v1/projects?limit=3&offset=1"];
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => api(paths[i % 3]!)));
    answers.forEach((a, i) => {
      const expected = [3, 4, 3][i % 3];
      expect(a.status).toBe(200);
      expect((a.body.data as unknown[]).length).toBe(expected);
      expect(a.body.offset).toBe(i % 3 === 2 ? 1 : 0);
    });
  });
});
