// The record a delivery is about, read from its request body (entity_type, entity_id and, but on a delete, the
// record itself in `data`): "Lead 123 · Okafor Bathroom". A body that does not say is "" (nothing is guessed).
const KIND: Record<string, string> = {
  project: "Project",
  lead: "Lead",
  client: "Client",
  milestone: "Milestone",
};

export function deliveryRecord(body: Record<string, unknown>): string {
  const type = typeof body.entity_type === "string" ? body.entity_type : undefined;
  const id =
    typeof body.entity_id === "number" || typeof body.entity_id === "string" ? body.entity_id : undefined;
  if (!type || id === undefined) return "";
  const kind = KIND[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
  const data = body.data && typeof body.data === "object" ? (body.data as Record<string, unknown>) : {};
  const name = typeof data.name === "string" && data.name.trim() ? data.name.trim() : undefined;
  const label = `${kind} ${id}`;
  return name ? `${label} · ${name.length > 60 ? `${name.slice(0, 59)}…` : name}` : label;
}
