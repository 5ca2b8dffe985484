"use client";

import { X } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { refusedWhat } from "@/lib/auth/refused";
import type { Role } from "@/lib/db/console-schema";

const ROLE: Record<Role, string> = { admin: "Admins", manager: "Managers", support: "Support" };

// Says why someone is on this page when a page their role may not use sent them here (lib/auth/refused.ts).
export function RefusedNotice({ role }: { role: Role }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const what = refusedWhat(params.get("refused"));
  if (!what) return null;
  const dismiss = () => {
    const rest = new URLSearchParams(params);
    rest.delete("refused");
    router.replace(rest.size ? `${pathname}?${rest}` : pathname, { scroll: false });
  };
  return (
    <div
      role="status"
      className="mb-4 flex items-start justify-between gap-3 rounded-md border border-warning bg-warning/10 p-3 text-sm"
    >
      <p>
        {ROLE[role]} cannot {what}, so you were brought here instead. Ask an admin if you need to.
      </p>
      <Button variant="ghost" size="icon" className="size-6" aria-label="Dismiss" onClick={dismiss}>
        <X aria-hidden className="size-4" />
      </Button>
    </div>
  );
}
