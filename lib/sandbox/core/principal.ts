import type { Scope } from "@/lib/partner-api/contract";

// Who a request acts for, as its verified token says: the OAuth client, its company and user, and its scopes.
// Core, so that events, views and handlers can name it without reaching up to the token code in oauth/.
export type Principal = { clientId: string; companyId: number; actorUserId: number; scopes: Set<Scope> };
