import { describe, expect, it } from "vitest";
import { baseUrl, token } from "./support/api";
import { createLead, createProject } from "./support/helpers";

// The projects and leads lists load a page in one statement (lib/sandbox/resources/*-list.ts), the single-record
// reads through the batch views: every item of a list must be byte-for-byte the record a GET of its id returns.

const tricky = `q"uote \\ back\nline\ttab \u0001 ctl ☃ 😀 \u2028 end`;

async function text(path: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/sandbox/api${path}`, {
    headers: { authorization: `Bearer ${await token("partner")}` },
  });
  expect(res.status, path).toBe(200);
  return res.text();
}

// Every item of the list, as its exact bytes (a list's `data` holds the items in order, one JSON value each).
async function itemsOf(path: string): Promise<{ id: number; bytes: string }[]> {
  const out: { id: number; bytes: string }[] = [];
  for (let offset = 0; ;) {
    const body = await text(`${path}?limit=300&offset=${offset}`);
    const parsed = JSON.parse(body) as { data: { id: number }[]; total: number };
    for (const item of parsed.data) {
      // Parsed and written again, an item keeps its key order and values; its bytes must be in the body as-is.
      const bytes = JSON.stringify(item);
      expect(body.includes(bytes), `item ${item.id} written as JSON.stringify writes it`).toBe(true);
      out.push({ id: item.id, bytes });
    }
    offset += parsed.data.length;
    if (parsed.data.length === 0 || offset >= parsed.total) return out;
  }
}

describe.each([
  ["projects", () => createProject({ notes: tricky, budget: 1234.5678 })],
  ["leads", () => createLead({ description: tricky, budget: 0.30000000000000004 })],
])("every %s list item equals its single-record read", (resource, create) => {
  it("byte for byte, for the seeded records and one with tricky strings, numbers and an address", async () => {
    const created = (await create()) as { id: number };
    const patched = await fetch(`${baseUrl()}/sandbox/api/v1/${resource}/${created.id}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${await token("partner")}`, "content-type": "application/json" },
      body: JSON.stringify({ addresses: [{ address: { name: tricky, city: "Zürich", zip: null } }] }),
    });
    expect(patched.status).toBe(200);
    const items = await itemsOf(`/v1/${resource}`);
    expect(items.some((i) => i.id === created.id)).toBe(true);
    const one = JSON.parse(await text(`/v1/${resource}/${created.id}`)) as { data: { addresses: unknown[] } };
    expect(one.data.addresses).toHaveLength(1);
    for (const item of items) {
      const single = await text(`/v1/${resource}/${item.id}`);
      expect(single, `${resource} ${item.id}`).toBe(`{"data":${item.bytes}}`);
    }
  });

  it("reports the total on a page past the end", async () => {
    const first = JSON.parse(await text(`/v1/${resource}?limit=1`)) as { total: number };
    const past = JSON.parse(await text(`/v1/${resource}?limit=5&offset=${first.total + 10}`)) as {
      data: unknown[];
      total: number;
      offset: number;
    };
    expect(past).toEqual({ data: [], limit: 5, offset: first.total + 10, total: first.total });
  });
});
