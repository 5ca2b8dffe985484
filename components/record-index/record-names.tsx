"use client";

import { useQuery } from "@tanstack/react-query";
import { pickerOptions } from "@/lib/record-index/picker-queries";

// A record's name with its id secondary ("Diego Silva", then "contact #23" in small type), instead of a bare id.
export function NameWithId({ name, id, what }: { name: string; id: number; what: string }) {
  return (
    <>
      {name}{" "}
      <span className="text-xs text-muted-foreground">
        ({what} #{id})
      </span>
    </>
  );
}

// A client known only by its contact id: its name from the record index when the index knows it.
export function ClientName({ id }: { id: number }) {
  return <Named id={id} source="clients" what="contact" />;
}

// A project's owner by name from the console's owner directory, else the user id.
export function OwnerName({ id }: { id: number }) {
  return <Named id={id} source="owners" what="user" />;
}

function Named({ id, source, what }: { id: number; source: "clients" | "owners"; what: string }) {
  const { data } = useQuery(pickerOptions(source, String(id)));
  const name = data?.data.find((h) => h.id === id)?.name;
  return name ? (
    <NameWithId name={name} id={id} what={what} />
  ) : (
    `${what === "user" ? "User" : "Contact"} #${id}`
  );
}
