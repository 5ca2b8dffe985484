import { consoleHandler } from "@/lib/api/handler";
import { projectCsvHeader, projectCsvRow } from "@/lib/projects/csv";
import { pageAll } from "@/lib/partner-api";
import { projectsQuery } from "@/lib/api/params";
import type { Project } from "@/lib/partner-api/contract/reader";

const exportQuery = projectsQuery.omit({ limit: true, offset: true });

// GET /api/projects/export — every matching project as CSV, streamed page by page through the paging helper.
// X-Total-Count tells the browser how many rows to expect, so it can show progress; aborting stops the walk.
export const GET = consoleHandler(
  { permission: "records:read", query: exportQuery },
  async ({ api, query, req }) => {
    const fetchPage = async (offset: number, limit: number) =>
      (await api.call("listProjects", { query: { ...query, offset, limit }, signal: req.signal })).data;
    const first = await fetchPage(0, 300);
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        try {
          controller.enqueue(encoder.encode(projectCsvHeader()));
          let firstPage = true;
          const pages = pageAll<Project>(
            async (offset, limit) =>
              firstPage && offset === 0 ? ((firstPage = false), first) : fetchPage(offset, limit),
            {
              signal: req.signal,
            },
          );
          for await (const page of pages)
            controller.enqueue(encoder.encode(page.map(projectCsvRow).join("")));
          controller.close();
        } catch (err) {
          controller.error(err);
        }
      },
    });
    const date = new Date().toISOString().slice(0, 10);
    return new Response(stream, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="projects-${date}.csv"`,
        "X-Total-Count": String(first.total),
      },
    });
  },
);
