"use client";

import dynamic from "next/dynamic";
import { useShell } from "@/components/shell/environment-context";
import { can } from "@/lib/auth/permissions";
import { LeadsBoard } from "./board/leads-board";
import { BoardToolbar } from "./board/board-toolbar";
import { useBoardState } from "./board/use-board-state";

// The table view (react-table) is code of its own: the board, the default view, does not download it.
const LeadsTable = dynamic(() => import("./table/leads-table").then((m) => m.LeadsTable));

// /leads: the pipeline board, or the same leads as a table, with the filters of the URL.
export function LeadsPage() {
  const [state, update] = useBoardState();
  const { role } = useShell();
  return (
    <>
      <BoardToolbar key={state.q} state={state} update={update} canCreate={can(role, "records:write")} />
      {state.view === "board" ? <LeadsBoard filters={state} /> : <LeadsTable state={state} update={update} />}
    </>
  );
}
