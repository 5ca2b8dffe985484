// Traces and correlated request logs (README, Operating it → Traces and logs). Registering the tracer provider
// is start.ts's, imported by instrumentation.ts only when an OTLP endpoint is set.
export { attemptSpan, clientSpan, currentTraceparent, outsideTrace } from "./spans";
export { traceQueries } from "./pg";
export { stopTracing } from "./state";
export { acceptedRequestId, requestIdFor } from "./request-id";
export { consoleRequest, noteRequest, requestIdOf, sandboxRequest } from "./request-log";
