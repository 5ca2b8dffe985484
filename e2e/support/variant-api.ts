import http from "node:http";
import type { AddressInfo } from "node:net";

// A test double of "the real Partner API": a proxy in front of the sandbox that answers with what the spec
// permits but the sandbox does not choose. The sandbox stays strict; only its answers are rewritten here, so
// every journey the console runs against this proxy meets an API that guessed differently wherever the spec
// says "not shown" or "for example". VARIATIONS names each rewrite and the spec sentence that allows it.

export const HIDDEN_PHASE_ID = 7; // the seed's custom phase "Site Visit"
export const OPEN_STATUS = { value: "OnHold", displayName: "On hold" };
export const UNKNOWN_FIELD_TYPE = "time_span";
const UNKNOWN_TYPE_FIELD = "Estimated Duration";
// Project status and lead phase ids go out this much larger than the sandbox stores them (above 2^31 - 1) and
// come back down on the way in: the console must carry them through reads, routes and writes as given.
export const ID_SHIFT = 2 ** 32;
export const wideId = (id: number) => id + ID_SHIFT;
const narrowId = (id: number) => (id > 2_147_483_647 ? id - ID_SHIFT : id);

export const VARIATIONS = [
  "timestamps as `+00:00` offsets, without fractions when they are zero (ISO 8601 UTC)",
  "extra fields on every record (`partnerExtra`, `_links`) (non-breaking additions: not shown)",
  "leads whose id ends in 5 and that are Current have status OnHold / On hold (other lead statuses: not shown)",
  "expectedStartDate as a full timestamp (format not shown)",
  `phase ${HIDDEN_PHASE_ID} left out of the phase list, so its leads carry a phase id the list lacks (accounts may define phases with other ids)`,
  "milestone colours: hex values become tokens (teal, slate, brand-accent) (hex or token)",
  `custom field "${UNKNOWN_TYPE_FIELD}" has type ${UNKNOWN_FIELD_TYPE} (non-breaking additions: not shown)`,
  "custom field definitions and entries name leads Inquiry (the custom-fields guide)",
  "milestone ids as numbers; no createdAt, updatedAt, parentId, parentType on milestones (other response fields: not shown)",
  "no createdAt, updatedAt on leads; no position, custom on phases; no system on project statuses (not shown)",
  "no total on the reference lists: phases, project statuses, project types (total is described, not required)",
  "project status ids and lead phase ids above 2^31 - 1 (`id · integer`, no bound given)",
] as const;

const canonical = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{3})Z$/;
const hexTokens: Record<string, string> = {
  "#2563eb": "brand-accent",
  "#16a34a": "teal",
  "#d97706": "slate",
  "#dc2626": "brand-accent",
  "#7c3aed": "teal",
};

function timestamp(s: string): string {
  const m = canonical.exec(s);
  if (!m) return s;
  return `${m[1]}${m[2] === ".000" ? "" : m[2]}+00:00`;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };
const isObj = (v: Json): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

// Everything that holds whatever its path: timestamps, extra fields.
function everywhere(v: Json): Json {
  if (typeof v === "string") return timestamp(v);
  if (Array.isArray(v)) return v.map(everywhere);
  if (!isObj(v)) return v;
  const out: Obj = {};
  for (const [k, x] of Object.entries(v)) out[k] = everywhere(x);
  if (typeof v.id === "number" || typeof v.id === "string") {
    out.partnerExtra = { source: "variant", rev: 3 };
    out._links = { self: { href: `/records/${String(v.id)}` } };
  }
  return out;
}

const omit = (o: Obj, keys: string[]) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

function entry(e: Json): Json {
  if (!isObj(e)) return e;
  const cf = isObj(e.customField ?? null) ? (e.customField as Obj) : undefined;
  return {
    ...e,
    customableType: e.customableType === "Lead" ? "Inquiry" : e.customableType!,
    ...(cf ? { customField: cf.name === UNKNOWN_TYPE_FIELD ? { ...cf, type: UNKNOWN_FIELD_TYPE } : cf } : {}),
  };
}

function lead(l: Json): Json {
  if (!isObj(l)) return l;
  const status = l.status as Obj | undefined;
  const open = typeof l.id === "number" && l.id % 10 === 5 && status?.value === "Current";
  const date = l.expectedStartDate;
  return {
    ...omit(l, ["createdAt", "updatedAt"]),
    ...(typeof l.phaseId === "number" ? { phaseId: wideId(l.phaseId) } : {}),
    ...(open ? { status: OPEN_STATUS } : {}),
    ...(typeof date === "string" && date.length === 10 ? { expectedStartDate: `${date}T00:00:00.000Z` } : {}),
    ...(Array.isArray(l.customFieldEntries) ? { customFieldEntries: l.customFieldEntries.map(entry) } : {}),
  };
}

function project(p: Json): Json {
  if (!isObj(p)) return p;
  const status = isObj(p.status ?? null) ? (p.status as Obj) : undefined;
  return {
    ...p,
    ...(typeof p.statusId === "number" ? { statusId: wideId(p.statusId) } : {}),
    ...(status && typeof status.id === "number" ? { status: { ...status, id: wideId(status.id) } } : {}),
    ...(Array.isArray(p.customFieldEntries) ? { customFieldEntries: p.customFieldEntries.map(entry) } : {}),
  };
}

const widened = (o: Obj): Obj => (typeof o.id === "number" ? { ...o, id: wideId(o.id) } : o);

function milestone(m: Json): Json {
  if (!isObj(m)) return m;
  const color = typeof m.color === "string" ? (hexTokens[m.color] ?? m.color) : m.color;
  return {
    ...omit(m, ["createdAt", "updatedAt", "parentId", "parentType"]),
    id: Number(m.id),
    color: color ?? null,
  };
}

function definition(d: Json): Json {
  if (!isObj(d)) return d;
  return {
    ...d,
    type: d.name === UNKNOWN_TYPE_FIELD ? UNKNOWN_FIELD_TYPE : d.type!,
    customableType: d.customableType === "Lead" ? "Inquiry" : d.customableType!,
  };
}

// Per endpoint: which record rewrite applies to the answer's `data` (a list or one record).
const routes: [RegExp, (record: Json) => Json][] = [
  [/^\/v1\/leads(\/\d+(\/(retire|reactivate|updatePhase))?)?$/, lead],
  [/^\/v1\/projects(\/\d+)?$/, project],
  [/^\/v1\/(projects|leads)\/\d+\/milestones$|^\/v1\/milestones\/\d+$/, milestone],
  [/^\/v1\/customFields$/, definition],
  [/^\/v1\/customFieldEntries$/, entry],
  [/^\/v1\/lead-phases$/, (p) => (isObj(p) ? widened(omit(p, ["position", "custom"])) : p)],
  [/^\/v1\/project-statuses$/, (s) => (isObj(s) ? widened(omit(s, ["system"])) : s)],
];
const withoutTotal = /^\/v1\/(lead-phases|project-statuses|project-types)$/;

export function vary(apiPath: string, body: Json): Json {
  if (!isObj(body)) return body;
  let data = body.data;
  const rewrite = routes.find(([re]) => re.test(apiPath))?.[1];
  if (rewrite && data !== undefined) data = Array.isArray(data) ? data.map(rewrite) : rewrite(data);
  let out: Obj = data === undefined ? body : { ...body, data };
  if (/^\/v1\/lead-phases$/.test(apiPath) && Array.isArray(out.data))
    out = { ...out, data: out.data.filter((p) => !(isObj(p) && p.id === wideId(HIDDEN_PHASE_ID))) };
  if (withoutTotal.test(apiPath)) out = omit(out, ["total"]);
  return everywhere(out);
}

// What the console sends back, as the sandbox stores it: wide status and phase ids in bodies and queries.
const narrowed = /^(statusId|phaseId)$/;
function narrowBody(v: Json): Json {
  if (Array.isArray(v)) return v.map(narrowBody);
  if (!isObj(v)) return v;
  const out: Obj = {};
  for (const [k, x] of Object.entries(v))
    out[k] = narrowed.test(k) && typeof x === "number" ? narrowId(x) : narrowBody(x);
  return out;
}

export function narrowRequest(url: URL, body: Buffer, json: boolean): Buffer {
  for (const key of ["statusId", "phaseId"]) {
    const v = url.searchParams.get(key);
    if (v)
      url.searchParams.set(
        key,
        v
          .split(",")
          .map((x) => String(narrowId(Number(x))))
          .join(","),
      );
  }
  if (!json || body.length === 0) return body;
  return Buffer.from(JSON.stringify(narrowBody(JSON.parse(body.toString()) as Json)));
}

export type VariantApi = { origin: string; close: () => Promise<void> };

// Listens on 127.0.0.1 and forwards everything to `target` (the app serving /sandbox); JSON answers of
// /sandbox/api are rewritten with `vary`, the rest (tokens, errors' envelopes aside) pass unchanged.
export async function startVariantApi(target: string, port = 0): Promise<VariantApi> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const asked = new URL(req.url ?? "/", target);
      const sent = asked.pathname.startsWith("/sandbox/api/")
        ? narrowRequest(asked, Buffer.concat(chunks), (req.headers["content-type"] ?? "").includes("json"))
        : Buffer.concat(chunks);
      const headers = {
        ...req.headers,
        host: new URL(target).host,
        "accept-encoding": "identity",
        ...(req.headers["content-length"] ? { "content-length": String(sent.length) } : {}),
      };
      const upstream = http.request(
        `${target}${asked.pathname}${asked.search}`,
        { method: req.method, headers },
        (up) => {
          const parts: Buffer[] = [];
          up.on("data", (c: Buffer) => parts.push(c));
          up.on("end", () => {
            let body = Buffer.concat(parts);
            const url = new URL(req.url ?? "/", target);
            const json = (up.headers["content-type"] ?? "").includes("application/json");
            if (json && up.statusCode! < 400 && url.pathname.startsWith("/sandbox/api/")) {
              const varied = vary(
                url.pathname.slice("/sandbox/api".length),
                JSON.parse(body.toString()) as Json,
              );
              body = Buffer.from(JSON.stringify(varied));
            }
            const out = { ...up.headers, "content-length": String(body.length) };
            delete out["transfer-encoding"];
            res.writeHead(up.statusCode ?? 502, out);
            res.end(body);
          });
        },
      );
      upstream.on("error", () => {
        res.writeHead(502, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { code: "proxy_error", message: "the sandbox did not answer" } }));
      });
      upstream.end(sent);
    });
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
