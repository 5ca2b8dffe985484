"use client";

import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

// Header values often hold a receiver's credential, so they stay hidden until asked for. A role that cannot edit
// gets names only: the server masks the values (`masked`).
export function HeaderList({ headers, masked }: { headers: Record<string, string>; masked: boolean }) {
  const [shown, setShown] = useState(false);
  const entries = Object.entries(headers);
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No custom headers.</p>;
  return (
    <div className="grid gap-3">
      <table className="w-full text-sm">
        <caption className="sr-only">Custom headers sent with every delivery</caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="pb-2 pr-4 font-normal">
              Name
            </th>
            <th scope="col" className="pb-2 font-normal">
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([name, value]) => (
            <tr key={name} className="border-t align-top">
              <th scope="row" className="py-2 pr-4 text-left font-mono font-normal break-all">
                {name}
              </th>
              <td className="py-2 font-mono break-all">
                {masked ? (
                  <>
                    <span aria-hidden>••••••</span>
                    <span className="sr-only">masked</span>
                  </>
                ) : shown ? (
                  value || <span className="text-muted-foreground">(empty)</span>
                ) : (
                  <>
                    <span aria-hidden>••••••</span>
                    <span className="sr-only">hidden</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        {masked ? (
          <p className="text-sm text-muted-foreground">Values are masked for your role.</p>
        ) : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-pressed={shown}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {shown ? "Hide values" : "Show values"}
          </Button>
        )}
      </div>
    </div>
  );
}
