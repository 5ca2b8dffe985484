"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTable } from "@tanstack/react-table";
import { ListChecks } from "lucide-react";
import { DataTablePagination } from "@/components/data-table/pagination";
import { useShell } from "@/components/shell/environment-context";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { can } from "@/lib/auth/permissions";
import { PAGE_SIZES, toApiFilters } from "@/lib/custom-fields/filters";
import type { CustomField } from "@/lib/partner-api/contract";
import { definitionListOptions } from "@/lib/queries/custom-fields";
import { CreateDefinitionDialog } from "../create-definition-dialog";
import { columns, features } from "./columns";
import { DefinitionsToolbar } from "./toolbar";
import { useDefinitionListState } from "./use-list-state";

const noRows: CustomField[] = [];

export function DefinitionsTable() {
  const [state, update] = useDefinitionListState();
  const { role } = useShell();
  const query = useQuery({
    ...definitionListOptions(toApiFilters(state)),
    placeholderData: keepPreviousData,
  });
  const table = useTable({ features, columns, data: query.data?.data ?? noRows });
  const rows = table.getRowModel().rows;
  const filtered = !!state.type || !!state.q;

  return (
    <section aria-labelledby="custom-fields-heading">
      <DefinitionsToolbar state={state} update={update}>
        {can(role, "records:write") && <CreateDefinitionDialog defaultType={state.type} />}
      </DefinitionsToolbar>
      {query.isError ? (
        <p role="alert" className="rounded-md border border-destructive p-4 text-sm text-destructive">
          Custom fields could not be loaded: {query.error.message}
        </p>
      ) : (
        <div className="rounded-md border" aria-busy={query.isFetching}>
          <Table>
            <TableHeader>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id}>
                  {group.headers.map((h) => (
                    <TableHead key={h.id}>
                      <table.FlexRender header={h} />
                    </TableHead>
                  ))}
                </TableRow>
              ))}
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <TableCell key={cell.id} className="align-top">
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {!query.isPending && rows.length === 0 && (
            <EmptyState
              icon={<ListChecks />}
              title={filtered ? "No custom fields match" : "No custom fields yet"}
              description={
                filtered
                  ? "Change or clear the entity type or the search to see more."
                  : "Define a field to map your own identifiers and attributes onto records."
              }
            />
          )}
        </div>
      )}
      <DataTablePagination
        page={state.page}
        pageSize={state.pageSize}
        total={query.data?.total ?? 0}
        pageSizes={PAGE_SIZES}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize })}
      />
    </section>
  );
}
