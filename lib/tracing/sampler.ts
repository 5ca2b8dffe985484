import { ParentBasedSampler, TraceIdRatioBasedSampler } from "@opentelemetry/sdk-trace-node";
import { HeadSampler } from "./head-sampling";

// The share of new traces kept when a request decides at the HTTP server (head-sampling.ts): one in a hundred by
// default, OTEL_TRACES_SAMPLER_ARG under OTEL_TRACES_SAMPLER=parentbased_traceidratio; a caller's own decision is
// followed. Undefined for any other OTEL_TRACES_SAMPLER, which the SDK then reads itself.
export function headRatio(): number | undefined {
  const sampler = process.env.OTEL_TRACES_SAMPLER;
  if (!sampler) return 0.01;
  if (sampler !== "parentbased_traceidratio") return undefined;
  const arg = Number(process.env.OTEL_TRACES_SAMPLER_ARG ?? "1");
  return Number.isFinite(arg) && arg >= 0 && arg <= 1 ? arg : 1;
}

// The key is left out, not undefined, when the SDK reads the variables: an undefined sampler made it sample all.
export function samplerOption(): { sampler?: ParentBasedSampler } {
  const ratio = headRatio();
  if (ratio === undefined) return {};
  return { sampler: new ParentBasedSampler({ root: new HeadSampler(new TraceIdRatioBasedSampler(ratio)) }) };
}
