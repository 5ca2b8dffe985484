import { consoleHandler } from "@/lib/api/handler";
import { pullStream } from "@/lib/http/pull-stream";
import { projectCsvHeader, projectCsvRow } from "@/lib/projects/csv";
import { pageAll, PAGE_SIZE_MAX } from "@/lib/partner-api";
import { projectsQuery } from "@/lib/projects/params";
import type { ListEnvelope } from "@/lib/partner-api/contract";
import type { Project } from "@/lib/partner-api/contract/reader";

const exportQuery = projectsQuery.omit({ limit: true, offset: true });

// GET /api/projects/export — every matching project as CSV, one API page (of the largest size, one call) at a
// time, fetched only when the browser has read the one before (lib/http/pull-stream.ts): a slow download
// slows the paging instead of filling the server's memory, and a cancelled one stops it. X-Total-Count tells
// the browser how many rows to expect, so it can show progress.
export const GET = consoleHandler(
  { permission: "records:read", query: exportQuery },
  async ({ api, query, req }) => {
    // Not written through to the record index (PartnerApiClient's `observe`): nobody looks at these records in
    // the console, and the index's crawler keeps them.
    const fetchPage = async (offset: number, limit: number, signal: AbortSignal) =>
      (await api.call("listProjects", { query: { ...query, offset, limit }, signal, observe: false })).data;
    const first = await fetchPage(0, PAGE_SIZE_MAX, req.signal);
    async function* csv(signal: AbortSignal) {
      let firstPage: ListEnvelope<Project> | undefined = first;
      const pages = pageAll<Project>(
        async (offset, limit) => {
          const page = offset === 0 && firstPage ? firstPage : await fetchPage(offset, limit, signal);
          firstPage = undefined;
          return page;
        },
        { signal, pageSize: PAGE_SIZE_MAX },
      );
      let header = projectCsvHeader();
      for await (const rows of pages) {
        yield header + rows.map(projectCsvRow).join("");
        header = "";
      }
      if (header) yield header;
    }
    const date = new Date().toISOString().slice(0, 10);
    return new Response(pullStream(csv, { signal: req.signal, what: "project export" }), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="projects-${date}.csv"`,
        "X-Total-Count": String(first.total),
      },
    });
  },
);
