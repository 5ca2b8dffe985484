import type { Address } from "@/lib/partner-api/contract/reader";

// A record's postal addresses, each as its name over the lines that are set.
export function AddressList({ addresses }: { addresses: Address[] }) {
  if (addresses.length === 0) return <p className="text-sm text-muted-foreground">No addresses.</p>;
  return (
    <ul className="grid gap-4 text-sm">
      {addresses.map((a) => {
        const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
        const lines = [a.address, a.address2, cityLine, a.country].filter(Boolean);
        return (
          <li key={a.id}>
            <p className="font-medium">{a.name}</p>
            {lines.map((l, i) => (
              <p key={i} className="text-muted-foreground">
                {l}
              </p>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
