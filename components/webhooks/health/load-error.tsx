import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { what: string; error: Error; retry: () => void; retrying: boolean };

// A part of the view that could not be loaded, with a way to try again; the rest of the view stays usable.
export function LoadError({ what, error, retry, retrying }: Props) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-md border border-destructive p-4 text-sm"
    >
      <p>
        {what} could not be loaded: {error.message}
      </p>
      <Button variant="outline" size="sm" onClick={retry} disabled={retrying}>
        <RefreshCw aria-hidden className={retrying ? "animate-spin motion-reduce:animate-none" : undefined} />
        {retrying ? "Trying again…" : "Try again"}
      </Button>
    </div>
  );
}
