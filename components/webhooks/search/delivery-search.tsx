"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import type { DeliveriesResponse } from "@/lib/webhooks/types";
import { LazyViewSwitcher } from "@/components/saved-views/lazy-view-switcher";
import { SearchForm } from "./search-form";
import { SearchResults } from "./search-results";
import { SavedSearches } from "./saved-searches";
import { useSearchState } from "./search-state";

type Answer = DeliveriesResponse;
const PAGE = 50;

export function DeliverySearch() {
  const [state, setState, qs] = useSearchState();
  const query = useQuery({
    queryKey: ["webhooks", "search", qs],
    queryFn: () => apiFetch<Answer>(`/api/webhook-deliveries?${qs}${qs ? "&" : ""}limit=${PAGE}`),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="grid gap-4">
      <SearchForm key={qs} state={state} onSearch={setState} />
      <div className="flex flex-wrap items-center gap-2">
        <LazyViewSwitcher table="deliveries" />
        <SavedSearches current={qs} />
        <Button variant="outline" size="sm" asChild>
          <a href={`/api/webhook-deliveries/export${qs ? `?${qs}` : ""}`} download>
            Export CSV
          </a>
        </Button>
      </div>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Searching…
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The search failed: {query.error.message}
        </p>
      ) : !query.data.available ? (
        <p className="text-sm">
          This API keeps no delivery log, so there is nothing to search. Webhook health still shows each
          subscription&apos;s failure streak.
        </p>
      ) : (
        <SearchResults
          page={query.data.page}
          offset={Number(state.offset ?? 0)}
          pageSize={PAGE}
          busy={query.isFetching}
          onOffset={(offset) => setState({ ...state, offset: offset ? String(offset) : undefined })}
        />
      )}
    </div>
  );
}
