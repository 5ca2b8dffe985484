"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTable } from "@tanstack/react-table";
import { ListChecks } from "lucide-react";
import { ListFrame, urlPaging } from "@/components/data-table/list-frame";
import { useShell } from "@/components/shell/environment-context";
import { EmptyState } from "@/components/ui/empty-state";
import { can } from "@/lib/auth/permissions";
import { PAGE_SIZES, toApiFilters } from "@/lib/custom-fields/filters";
import type { CustomField } from "@/lib/partner-api/contract/reader";
import { definitionListOptions } from "@/lib/custom-fields/queries";
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
  const filtered = !!state.type || !!state.q;

  return (
    <section aria-labelledby="custom-fields-heading">
      <DefinitionsToolbar state={state} update={update}>
        {can(role, "records:write") && <CreateDefinitionDialog defaultType={state.type} />}
      </DefinitionsToolbar>
      <ListFrame
        what="Custom fields"
        query={query}
        table={table}
        empty={
          <EmptyState
            icon={<ListChecks />}
            title={filtered ? "No custom fields match" : "No custom fields yet"}
            description={
              filtered
                ? "Change or clear the entity type or the search to see more."
                : "Define a field to map your own identifiers and attributes onto records."
            }
          />
        }
        paging={urlPaging(state, update, PAGE_SIZES)}
        tableProps={{ cellClassName: "align-top" }}
      />
    </section>
  );
}
