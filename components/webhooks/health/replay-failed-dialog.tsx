"use client";

import { History } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import type { Sub } from "./replay-failed-form";

// The form's code is fetched when pointer or focus reaches the button; the dialog opens once it is there, so
// focus lands in the form.
const loadForm = () => import("./replay-failed-form");
type FormModule = Awaited<ReturnType<typeof loadForm>>;

// What support needs after reactivating: nothing missed is caught up by itself, so every failed delivery since
// a chosen time is sent again.
export function ReplayFailedDialog({ sub }: { sub: Sub }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<FormModule>();
  const active = sub.status === "active";
  const onOpenChange = (next: boolean) => {
    if (!next || loaded) return setOpen(next);
    void loadForm().then((m) => {
      setLoaded(m);
      setOpen(true);
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={!active}
          aria-describedby={active ? undefined : "health-inactive-note"}
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
        >
          <History aria-hidden />
          Replay failed deliveries…
        </Button>
      </DialogTrigger>
      <DialogContent>{open && loaded && <loaded.ReplayFailedForm sub={sub} />}</DialogContent>
    </Dialog>
  );
}
