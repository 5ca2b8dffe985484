"use client";

import { Download } from "lucide-react";
import { useImperativeHandle, useRef, useState, type Ref } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import dynamic from "next/dynamic";
import { toSearch } from "@/lib/api-client";
import type { ProjectFilters } from "@/lib/projects/types";
import { plural } from "@/lib/plural";

// The progress dialog (Radix Dialog) is fetched with the first export, not with the list.
const ExportDialog = dynamic(() => import("./export-dialog"), { ssr: false });

type Filters = Omit<ProjectFilters, "limit" | "offset">;

// Streams every matching project as CSV from the console API, counting rows as they arrive so the
// dialog can show progress; Cancel aborts the request (and with it the server's page walk).
// `handle` lets the command palette start the same export.
export function ExportButton({ filters, handle }: { filters: Filters; handle?: Ref<{ run: () => void }> }) {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const [progress, setProgress] = useState({ rows: 0, total: 0 });
  const abort = useRef<AbortController | null>(null);

  async function run() {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ rows: 0, total: 0 });
    setOpen(true);
    setStarted(true);
    try {
      const res = await fetch(`/api/projects/export${toSearch(filters)}`, { signal: controller.signal });
      if (!res.ok || !res.body) {
        const body = (await res.json().catch(() => undefined)) as
          { error?: { message?: string } } | undefined;
        throw new Error(body?.error?.message ?? `Export failed (${res.status}).`);
      }
      const total = Number(res.headers.get("x-total-count") ?? 0);
      const reader = res.body.getReader();
      const chunks: Uint8Array[] = [];
      let newlines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        for (const b of value) if (b === 10) newlines++;
        setProgress({ rows: Math.max(0, newlines - 1), total });
      }
      const name =
        /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "projects.csv";
      const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: "text/csv" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = name;
      a.click();
      URL.revokeObjectURL(url);
      toast.success(`Exported ${plural(newlines - 1, "project")}.`);
    } catch (e) {
      if (controller.signal.aborted) toast.info("Export cancelled.");
      else toast.error((e as Error).message);
    } finally {
      abort.current = null;
      setOpen(false);
    }
  }

  useImperativeHandle(handle, () => ({ run: () => void (abort.current ?? run()) }));

  return (
    <>
      <Button variant="outline" size="sm" onClick={run} disabled={open}>
        <Download aria-hidden className="size-4" />
        Export CSV
      </Button>
      {started && <ExportDialog open={open} progress={progress} onCancel={() => abort.current?.abort()} />}
    </>
  );
}
