export type SavedSearch = { id: number; name: string; query: string; createdAt: string };
