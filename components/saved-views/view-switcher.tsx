"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronDown } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import { usePaletteActions, type PaletteAction } from "@/components/palette/registry";
import { ConfirmDialog } from "@/components/record/confirm-dialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toast";
import { savedViewActions as act, savedViewKeys, savedViewsOptions } from "@/lib/saved-views/queries";
import { currentView, viewQuery, type SavedView, type SavedViewTable } from "@/lib/saved-views/views";
import { useDefaultView } from "./use-default-view";
import { ViewDialog, type ViewDraft } from "./view-dialog";

type Open = { kind: "create" } | { kind: "edit" | "delete"; view: SavedView } | null;

// A table's saved views: pick one (the URL becomes its query, so the address is its link), save the table as a
// view, change or delete one's own (a shared one also as admin), and choose one's default. Loaded after the table.
export function ViewSwitcher({ table, base = "" }: { table: SavedViewTable; base?: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const search = `?${useSearchParams().toString()}`;
  const qc = useQueryClient();
  const list = useQuery(savedViewsOptions(table));
  const views = list.data;
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<Open>(null);
  // A dialog chosen in the menu opens once the menu has closed and let go of the focus.
  const next = useRef<Open>(null);
  // The view last opened here: the table may have been changed since (then it can be updated with the changes).
  const [lastId, setLastId] = useState<number>();
  useDefaultView(views, search, base);
  const matched = currentView(views, search);
  const active = matched ?? views?.find((v) => v.id === lastId);
  const modified = Boolean(active && !matched);
  const refresh = () => qc.invalidateQueries({ queryKey: savedViewKeys.table(table) });
  const change = useMutation({
    mutationFn: (f: () => Promise<unknown>) => f(),
    onSuccess: refresh,
    onError: (e) => toast.error(e.message),
  });

  const openView = (v: SavedView) => {
    setLastId(v.id);
    router.push(`${pathname}${v.query}`, { scroll: false });
  };
  const here = viewQuery(search);
  const create = async (d: ViewDraft) => {
    const made = (await act.create(table, { ...d, query: here })) as { data: SavedView };
    setLastId(made.data.id);
    toast.success(`View “${d.name}” saved${d.shared ? " and shared with the team" : ""}.`);
    await refresh();
  };
  const edit = (v: SavedView) => async (d: ViewDraft) => {
    await act.update(v.id, v.mine ? d : { name: d.name });
    toast.success(`View “${d.name}” saved.`);
    await refresh();
  };

  const paletteActions = useMemo<PaletteAction[]>(
    () => [
      { id: "view-save", label: "Save view…", group: "This page", run: () => setOpen({ kind: "create" }) },
      ...(views ?? []).map((v) => ({
        id: `view-${v.id}`,
        label: `Switch to view “${v.name}”`,
        group: "Saved views" as const,
        run: () => openView(v),
      })),
    ],
    // openView reads only the pathname and router.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [views, pathname],
  );
  usePaletteActions(paletteActions);

  return (
    <>
      {/* Not modal, as in status-actions.tsx: a modal menu hides the page with aria-hidden while focusable
          elements stay inside it (axe's aria-hidden-focus); the dialogs it opens are modal. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} variant="outline" size="sm" className="max-w-64">
            <span className="truncate">
              Views{active ? `: ${active.name}` : ""}
              {modified ? " (changed)" : ""}
            </span>
            <ChevronDown aria-hidden className="size-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          className="w-72"
          onCloseAutoFocus={(e) => {
            if (!next.current) return;
            e.preventDefault();
            setOpen(next.current);
            next.current = null;
          }}
        >
          <DropdownMenuLabel>Saved views</DropdownMenuLabel>
          {list.isPending ? (
            <DropdownMenuItem disabled>Loading views…</DropdownMenuItem>
          ) : list.isError ? (
            <DropdownMenuItem
              onSelect={(e) => {
                e.preventDefault();
                void list.refetch();
              }}
            >
              Views could not be loaded. Try again
            </DropdownMenuItem>
          ) : views?.length === 0 ? (
            <DropdownMenuItem disabled>No saved views yet</DropdownMenuItem>
          ) : (
            <DropdownMenuRadioGroup value={matched ? String(matched.id) : ""}>
              {views?.map((v) => (
                <DropdownMenuRadioItem key={v.id} value={String(v.id)} onSelect={() => openView(v)}>
                  <span className="grid min-w-0">
                    <span className="truncate">{v.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {[v.mine ? (v.shared ? "Shared" : "Private") : `Shared by ${v.owner}`]
                        .concat(v.canEdit ? [] : ["read-only"], v.isDefault ? ["your default"] : [])
                        .join(" · ")}
                    </span>
                  </span>
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              next.current = { kind: "create" };
            }}
          >
            Save view…
          </DropdownMenuItem>
          {active && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel className="font-normal text-muted-foreground">
                {active.canEdit
                  ? `“${active.name}”`
                  : `“${active.name}” is shared by ${active.owner}: read-only (only they or an admin can change it)`}
              </DropdownMenuLabel>
              {active.canEdit && modified && (
                <DropdownMenuItem
                  onSelect={() =>
                    change.mutate(async () => {
                      await act.update(active.id, { query: here });
                      toast.success(`View “${active.name}” updated.`);
                    })
                  }
                >
                  Update “{active.name}” with these filters
                </DropdownMenuItem>
              )}
              {active.canEdit && (
                <DropdownMenuItem
                  onSelect={() => {
                    next.current = { kind: "edit", view: active };
                  }}
                >
                  Rename or share…
                </DropdownMenuItem>
              )}
              <DropdownMenuItem
                onSelect={() =>
                  change.mutate(async () => {
                    await act.setDefault(active.id, !active.isDefault);
                    toast.success(
                      active.isDefault
                        ? `“${active.name}” is no longer your default.`
                        : `“${active.name}” opens when you open this table.`,
                    );
                  })
                }
              >
                {active.isDefault ? "Unset as my default" : "Set as my default"}
              </DropdownMenuItem>
              {active.canEdit && (
                <DropdownMenuItem
                  variant="destructive"
                  onSelect={() => {
                    next.current = { kind: "delete", view: active };
                  }}
                >
                  Delete view…
                </DropdownMenuItem>
              )}
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {open?.kind === "create" && (
        <ViewDialog
          mode="create"
          views={views ?? []}
          returnFocus={trigger}
          onClose={() => setOpen(null)}
          onSubmit={create}
        />
      )}
      {open?.kind === "edit" && (
        <ViewDialog
          mode="edit"
          view={open.view}
          views={views ?? []}
          returnFocus={trigger}
          onClose={() => setOpen(null)}
          onSubmit={edit(open.view)}
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setOpen(null)}
          returnFocus={trigger}
          title={`Delete view “${open.view.name}”?`}
          description={
            open.view.shared
              ? "It is shared: it goes for everyone in the team, and is no longer anyone's default."
              : "The table's filters stay as they are; only the saved view goes."
          }
          confirmLabel="Delete view"
          destructive
          onConfirm={() => {
            const v = open.view;
            setOpen(null);
            change.mutate(async () => {
              await act.remove(v.id);
              setLastId(undefined);
              toast.success(`View “${v.name}” deleted.`);
            });
          }}
        />
      )}
    </>
  );
}
