import { receiveEvent } from "@/lib/record-index/events";

// POST /api/index/events/<environment key> — the console's own webhook subscription delivers here. No session:
// the signature, verified with the secret the console holds for this subscription, is the authentication.
export async function POST(req: Request, ctx: { params: Promise<{ key: string }> }) {
  const { key } = await ctx.params;
  return receiveEvent(req, key);
}
