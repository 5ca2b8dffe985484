import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { GENERATED_TYPES, generateTypes } from "../../lib/dev/openapi-types";
import { audience, baseUrl, clients } from "./support/api";
import { partnerWorkflow } from "./support/partner-workflow";

// Issue 42, item 6: a client generated from the served /sandbox/openapi.json (openapi-typescript + openapi-fetch)
// drives a partner's workflow, type-checked under tsc --strict.

describe("a typed client generated from /sandbox/openapi.json", () => {
  it("is generated from the document this sandbox serves (the committed types are not stale)", async () => {
    const res = await fetch(`${baseUrl()}/sandbox/openapi.json`);
    expect(res.status).toBe(200);
    const fresh = await generateTypes((await res.json()) as object);
    expect(fresh, "run `npm run openapi:types` and commit the result").toBe(
      await readFile(GENERATED_TYPES, "utf8"),
    );
  });

  it("type-checks the workflow under tsc --strict, refusing a string id and an unknown trigger", async () => {
    const problems = await promisify(execFile)(
      "npx",
      [
        "tsc",
        "--ignoreConfig",
        "--noEmit",
        "--strict",
        "--noUncheckedIndexedAccess",
        "--skipLibCheck",
        "--target",
        "es2022",
        "--module",
        "esnext",
        "--moduleResolution",
        "bundler",
        "--lib",
        "es2022,dom",
        "e2e/integration/support/partner-workflow.ts",
      ],
      { timeout: 120_000 },
    ).then(
      () => "",
      (e: { stdout?: string; message: string }) => e.stdout || e.message,
    );
    // The @ts-expect-error lines in the workflow make this fail as soon as the types stop refusing them.
    expect(problems).toBe("");
  }, 150_000);

  it("drives token → create a project → list it → create a lead → move it → subscribe a webhook", async () => {
    const { clientId, clientSecret } = { clientId: clients.partner.id, clientSecret: clients.partner.secret };
    const run = await partnerWorkflow(baseUrl(), { clientId, clientSecret, audience: audience() });
    expect(run.project.name).toMatch(/^Typed client /);
    expect(run.listed?.id).toBe(run.project.id);
    expect(run.lead.phaseId).toBe(1);
    expect(run.moved).toMatchObject({ id: run.lead.id, phaseId: 3 });
    expect(run.subscription).toMatchObject({
      url: "https://hooks.example.com/typed-client",
      status: "active",
      triggers: [expect.objectContaining({ resourceName: "lead", eventType: "update", isActive: true })],
    });
    expect(run.hasSecret).toBe(true);
  });
});
