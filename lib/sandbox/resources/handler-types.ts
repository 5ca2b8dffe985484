import type { z } from "zod";
import type { OperationId, operations } from "@/lib/partner-api/contract";
import type { Principal } from "../core/principal";

type Op<K extends OperationId> = (typeof operations)[K];
type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export type HandlerCtx<K extends OperationId> = {
  principal: Principal;
  params: Op<K> extends { params: infer P } ? Parsed<P> : Record<string, number>;
  query: Op<K> extends { query: infer Q } ? Parsed<Q> : undefined;
  body: Op<K> extends { body: infer B } ? Parsed<B> : undefined;
};

export type Handler<K extends OperationId> = (ctx: HandlerCtx<K>) => Promise<unknown>;
export type Handlers = { [K in OperationId]: Handler<K> };
