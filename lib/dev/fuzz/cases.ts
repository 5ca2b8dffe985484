import fc from "fast-check";
import type { z } from "zod";
import { pathId, type Operation } from "../../partner-api/contract";
import { readQuery } from "../../http/query";
import type { ConsoleRoute } from "./console-routes";
import { anyMethod, badJsonValue, brokenBody, contentType, idText, queryText } from "./inputs";

export type Family = "sandbox" | "token" | "console";
export type Case = {
  family: Family;
  method: string;
  path: string;
  auth: string; // which credentials (for the report)
  headers: Record<string, string>;
  body?: Uint8Array;
  note: string;
};
export type Credentials = {
  tokens: Record<"partner" | "readonly" | "other", string>;
  cookies: Record<"admin" | "support", string>;
  origin: string;
};

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const utf8 = (s: string) => new TextEncoder().encode(s);
const keysOf = (schema: z.ZodType | undefined): string[] =>
  schema && "shape" in schema ? Object.keys(schema.shape as object) : [];

// Query pairs: known and unknown names with bad values, repeated and bracketed names.
const queryPairs = (known: string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...(known.length ? known : ["limit"])),
          fc.constantFrom("limit", "offset", "x", "statusId[]", "limit[0]", "__proto__", ""),
        ),
        queryText,
      ),
      { maxLength: 4 },
    )
    .chain((pairs) => fc.boolean().map((repeat) => (repeat && pairs[0] ? [...pairs, pairs[0]] : pairs)));

const objectBody = (known: string[]) =>
  fc
    .dictionary(
      fc.oneof(fc.constantFrom(...(known.length ? known : ["name"])), fc.string({ maxLength: 12 })),
      badJsonValue,
      { minKeys: 1, maxKeys: 5 },
    )
    .map((o) => ({ bytes: utf8(JSON.stringify(o)), note: "object with bad values" }));

const bodyFor = (known: string[]) =>
  fc.option(fc.oneof({ weight: 3, arbitrary: objectBody(known) }, { weight: 2, arbitrary: brokenBody }), {
    freq: 6,
  });

function withQuery(path: string, pairs: [string, string][]): string {
  if (!pairs.length) return path;
  return `${path}?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&")}`;
}

// Would the sandbox read this body as valid? (Its own rules: a JSON content type, UTF-8, JSON, the schema.)
function sandboxAccepts(schema: z.ZodType, type: string, bytes: Uint8Array | undefined): boolean {
  if (!bytes || !/^application\/([\w.+-]+\+)?json\b/i.test(type)) return false;
  try {
    return schema.safeParse(JSON.parse(Buffer.from(bytes).toString("utf8"))).success;
  } catch {
    return false;
  }
}

// A request to a sandbox operation, broken in one or more ways. When nothing about it is broken enough to be
// refused for sure (a mutation that might be valid), its credentials are dropped: the fuzzer never changes data.
export function sandboxCase(ops: [string, Operation][], creds: Credentials): fc.Arbitrary<Case> {
  return fc.constantFrom(...ops).chain(([opId, op]) =>
    fc
      .record({
        method: fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: anyMethod }),
        ids: fc.array(idText, { minLength: 2, maxLength: 2 }),
        query: queryPairs(keysOf(op.query)),
        body: bodyFor(keysOf(op.body)),
        type: contentType,
        auth: fc.constantFrom("partner", "partner", "readonly", "other", "none", "garbage", "forged"),
      })
      .map(({ method: m, ids, query, body, type, auth }) => {
        const method = m ?? op.method;
        const names: string[] = [];
        let i = 0;
        const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
          names.push(name);
          return ids[i++ % 2]!;
        });
        const target = ops.find(([, o]) => o.path === op.path && o.method === method)?.[1];
        const params = Object.fromEntries(names.map((n, k) => [n, ids[k % 2]!]));
        const paramsOk = target?.params
          ? target.params.safeParse(params).success
          : Object.values(params).every((v) => pathId.safeParse(v).success);
        const read = readQuery(new URLSearchParams(query));
        const queryOk = read.ok && (!target?.query || target.query.safeParse(read.query).success);
        const bodyOk = !target?.body || sandboxAccepts(target.body, type, body?.bytes);
        const valid = ["partner", "readonly", "other"].includes(auth);
        const risky = MUTATIONS.has(method) && !!target && valid && paramsOk && queryOk && bodyOk;
        const who = risky ? "none" : auth;
        const headers: Record<string, string> = {};
        if (who in creds.tokens)
          headers.authorization = `Bearer ${creds.tokens[who as keyof Credentials["tokens"]]}`;
        if (who === "garbage") headers.authorization = "Bearer x.y.z";
        if (who === "forged") headers.authorization = `Bearer ${forge(creds.tokens.partner)}`;
        if (body && type) headers["content-type"] = type;
        return {
          family: "sandbox" as const,
          method,
          path: withQuery(`/sandbox/api${path}`, query),
          auth: who,
          headers,
          body: method === "GET" || method === "HEAD" ? undefined : body?.bytes,
          note: `${opId}: ${body?.note ?? "no body"}`,
        };
      }),
  );
}

// The partner token with its signature's last characters changed.
function forge(token: string): string {
  return token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
}

// Token requests: bad forms, encodings, content types, methods and client credentials. Issuing a token changes
// nothing stored, so no guard is needed.
export function tokenCase(audience: string): fc.Arbitrary<Case> {
  const field = fc.oneof(
    fc.constantFrom("grant_type", "client_id", "client_secret", "audience", "scope"),
    fc.string({ maxLength: 8 }),
  );
  const value = fc.oneof(
    fc.constantFrom(
      "client_credentials",
      "sandbox-partner",
      "sandbox-secret",
      audience,
      "read:projects",
      "%zz",
      "",
    ),
    fc.string({ maxLength: 30 }),
  );
  return fc
    .record({
      method: fc.option(anyMethod, { freq: 3 }),
      form: fc.array(fc.tuple(field, value), { maxLength: 6 }),
      broken: fc.option(brokenBody, { freq: 4 }),
      type: fc.oneof(fc.constant("application/x-www-form-urlencoded"), contentType),
      basic: fc.option(fc.string({ maxLength: 30 }), { freq: 4 }),
    })
    .map(({ method, form, broken, type, basic }) => {
      const m = method ?? "POST";
      const headers: Record<string, string> = { "content-type": type };
      if (basic !== null) headers.authorization = `Basic ${Buffer.from(basic).toString("base64")}`;
      return {
        family: "token" as const,
        method: m,
        path: "/sandbox/oauth/token",
        auth: basic === null ? "form" : "basic",
        headers,
        body:
          m === "GET" || m === "HEAD"
            ? undefined
            : (broken?.bytes ?? utf8(new URLSearchParams(form).toString())),
        note: broken?.note ?? "form",
      };
    });
}

const CONSOLE_QUERY = [
  "limit",
  "offset",
  "statusId",
  "archived",
  "contactId",
  "phaseId",
  "status",
  "entityType",
  "entityId",
  "fieldName",
  "value",
  "q",
  "since",
  "phase",
  "clientId",
  "showRetired",
];
const consoleId = /^[1-9][0-9]{0,15}$/;

// A console API request, broken likewise; a mutation that might be valid loses its session.
export function consoleCase(routes: ConsoleRoute[], creds: Credentials): fc.Arbitrary<Case> {
  return fc.constantFrom(...routes).chain((route) =>
    fc
      .record({
        method: fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: anyMethod }),
        ids: fc.array(idText, { minLength: 2, maxLength: 2 }),
        query: queryPairs(CONSOLE_QUERY),
        body: bodyFor([
          "name",
          "budget",
          "statusId",
          "phaseId",
          "url",
          "events",
          "secret",
          "payload",
          "since",
        ]),
        type: contentType,
        session: fc.constantFrom("admin", "admin", "support", "none", "garbage"),
        origin: fc.constantFrom("same", "same", "cross", "none"),
      })
      .map(({ method: m, ids, query, body, type, session, origin }) => {
        const method = m ?? route.methods[0] ?? "GET";
        let i = 0;
        const filled: string[] = [];
        const path = route.template.replace(/\[([^\]]+)\]/g, () => {
          const id = ids[i++ % 2]!;
          filled.push(id);
          return id;
        });
        const idsOk = filled.every((v) => consoleId.test(v) && Number.isSafeInteger(Number(v)));
        const bodyIsObject = (() => {
          // DELETE handlers read no body, whatever the route's other methods do.
          if (!route.body || method === "DELETE") return true;
          const text = body ? new TextDecoder().decode(body.bytes) : "";
          if (!text.trim()) return true;
          try {
            const v: unknown = JSON.parse(text);
            return typeof v === "object" && v !== null && !Array.isArray(v);
          } catch {
            return false;
          }
        })();
        const signedIn = session === "admin" || session === "support";
        const risky =
          MUTATIONS.has(method) &&
          route.methods.includes(method) &&
          signedIn &&
          origin !== "cross" &&
          idsOk &&
          bodyIsObject;
        const who = risky ? "none" : session;
        const headers: Record<string, string> = {};
        if (who === "admin" || who === "support") headers.cookie = creds.cookies[who];
        if (who === "garbage") headers.cookie = "next-auth.session-token=garbage";
        if (origin === "same") headers.origin = creds.origin;
        if (origin === "cross") headers.origin = "https://evil.example";
        if (body && type) headers["content-type"] = type;
        return {
          family: "console" as const,
          method,
          path: withQuery(path, query),
          auth: who,
          headers,
          body: method === "GET" || method === "HEAD" ? undefined : body?.bytes,
          note: `${route.template}: ${body?.note ?? "no body"}`,
        };
      }),
  );
}
