import { z } from "zod";
import { pathId } from "@/lib/partner-api/contract";

// Route parameters of console API handlers.
export const idParams = z.object({ id: pathId });
