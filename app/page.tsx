import Link from "next/link";

export default function Home() {
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-semibold">Partner Console</h1>
      <p className="mt-2">
        The sandbox Partner API is served at <code>/sandbox/api/v1</code>. Browse its{" "}
        <Link className="underline" href="/sandbox/docs">
          API reference
        </Link>
        .
      </p>
    </main>
  );
}
