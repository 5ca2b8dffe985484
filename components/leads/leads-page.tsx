"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { LazyPageActions, type PageAction } from "@/components/palette/page-actions-lazy";
import { useShell } from "@/components/shell/environment-context";
import { can } from "@/lib/auth/permissions";
import { LazyViewSwitcher } from "@/components/saved-views/lazy-view-switcher";
import { LeadsBoard } from "./board/leads-board";
import { BoardToolbar } from "./board/board-toolbar";
import { useBoardState } from "./board/use-board-state";

// The table view (react-table) is code of its own: the board, the default view, does not download it.
const LeadsTable = dynamic(() => import("./table/leads-table").then((m) => m.LeadsTable));

// /leads: the pipeline board, or the same leads as a table, with the filters of the URL.
export function LeadsPage() {
  const [state, update] = useBoardState();
  const { role } = useShell();
  const router = useRouter();
  const canCreate = can(role, "records:write");
  const other = state.view === "board" ? "table" : "board";
  const filtered = Boolean(state.contactId || state.q || state.retired || state.phaseId);
  const pageActions: PageAction[] = [
    { id: "view", label: `Switch to the ${other}`, run: () => update({ view: other }) },
    ...(canCreate ? [{ id: "new", label: "New lead", run: () => router.push("/leads/new") }] : []),
    ...(filtered
      ? [
          {
            id: "clear",
            label: "Clear filters",
            run: () => update({ contactId: undefined, q: "", retired: false, phaseId: undefined }),
          },
        ]
      : []),
  ];
  return (
    <>
      <LazyPageActions actions={pageActions} />
      {/* Outside the toolbar, which a new text filter remounts: the switcher keeps the view it opened. */}
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <BoardToolbar key={state.q} state={state} update={update} canCreate={canCreate} />
        </div>
        <LazyViewSwitcher
          table={state.view === "board" ? "leads-board" : "leads-table"}
          base={state.view === "board" ? "" : "?view=table"}
        />
      </div>
      {state.view === "board" ? <LeadsBoard filters={state} /> : <LeadsTable state={state} update={update} />}
    </>
  );
}
