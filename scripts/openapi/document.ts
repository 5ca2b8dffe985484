// Writes the OpenAPI document exactly as the app builds it (lib/sandbox/openapi) to a file, for `redocly lint`
// and the generated client: npx tsx --conditions=react-server scripts/openapi/document.ts <out.json>
import { writeFileSync } from "node:fs";
import { buildOpenApiDocument } from "../../lib/sandbox/openapi/build";

const out = process.argv[2];
if (!out) throw new Error("usage: scripts/openapi/document.ts <out.json>");
// The seeded clients and a local audience, as a default `npm start` serves it.
const doc = buildOpenApiDocument({ audience: "http://localhost:3000", customClients: false });
writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
