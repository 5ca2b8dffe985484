import http from "node:http";
import type { AddressInfo } from "node:net";

// A loopback OTLP/HTTP trace receiver for the tracing test: it takes the JSON encoding (the app's exporter with
// OTEL_EXPORTER_OTLP_PROTOCOL=http/json), keeps every span with its attributes flattened, and answers 200.

export type ExportedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number; // 1 internal, 2 server, 3 client, 4 producer, 5 consumer
  attributes: Record<string, unknown>;
  links: { traceId: string; spanId: string }[];
};
export type OtlpReceiver = { endpoint: string; spans: ExportedSpan[]; close: () => Promise<void> };

type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
};
type KeyValue = { key: string; value: AnyValue };
type OtlpSpan = Omit<ExportedSpan, "attributes" | "links"> & {
  attributes?: KeyValue[];
  links?: ExportedSpan["links"];
};
type Body = { resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[] };

const valueOf = (v: AnyValue) =>
  v.stringValue ?? v.intValue ?? v.boolValue ?? v.doubleValue ?? JSON.stringify(v);

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ExportedSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.url === "/v1/traces") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Body;
        for (const rs of body.resourceSpans ?? [])
          for (const ss of rs.scopeSpans ?? [])
            for (const s of ss.spans ?? [])
              spans.push({
                ...s,
                attributes: Object.fromEntries((s.attributes ?? []).map((a) => [a.key, valueOf(a.value)])),
                links: s.links ?? [],
              });
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
