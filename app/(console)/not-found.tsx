import Link from "next/link";

export default function NotFound() {
  return (
    <div className="mx-auto mt-16 max-w-lg text-center">
      <h1 className="text-lg font-semibold">Not found</h1>
      <p className="mt-2 text-sm text-muted-foreground">This record does not exist, or it was deleted.</p>
      <Link href="/projects" className="mt-4 inline-block text-sm underline">
        Back to projects
      </Link>
    </div>
  );
}
