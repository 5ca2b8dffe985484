// npm run openapi:types — regenerates the typed client's types from the document the app builds.
import { writeFileSync } from "node:fs";
import { buildOpenApiDocument } from "../../lib/sandbox/openapi/build";
import { GENERATED_TYPES, generateTypes } from "../../lib/dev/openapi-types";

const doc = buildOpenApiDocument({ audience: "http://localhost:3000", customClients: false });
writeFileSync(GENERATED_TYPES, await generateTypes(doc));
console.log(`wrote ${GENERATED_TYPES}`);
