import { ParentBasedSampler, TraceIdRatioBasedSampler } from "@opentelemetry/sdk-trace-node";

// One trace in ten unless OTEL_TRACES_SAMPLER says otherwise (bench:metrics); a caller's own decision is followed.
// The key is left out, not undefined, when the variable is set: an undefined sampler made the SDK sample all.
export function samplerOption(): { sampler?: ParentBasedSampler } {
  if (process.env.OTEL_TRACES_SAMPLER) return {};
  return { sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(0.1) }) };
}
