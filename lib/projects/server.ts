import "server-only";
import type { ConsoleUser } from "@/lib/auth/current";
import { partnerApi } from "@/lib/partner-api";
import { withUnreadable } from "@/lib/partner-api/contract/reader";
import type { ProjectFilters } from "@/lib/projects/types";

// Server-side loaders for prefetching: the same data the console API returns, fetched directly.
export const fetchProjects = async (user: ConsoleUser, f: ProjectFilters) =>
  (await partnerApi(user.environment).call("listProjects", { query: f })).data;

export const fetchProject = async (user: ConsoleUser, id: number) =>
  withUnreadable((await partnerApi(user.environment).call("getProject", { params: { id } })).data);
