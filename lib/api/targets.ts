// Audit targets of a record's routes name ids only: "project 12". A create's id is in its answer, when it came.
export const idTarget =
  (noun: string) =>
  ({ params }: { params: { id: number } }) =>
    `${noun} ${params.id}`;

export const createdTarget = (noun: string) => (_: unknown, result: unknown) =>
  result ? `${noun} ${(result as { data: { id: number } }).data.id}` : undefined;
