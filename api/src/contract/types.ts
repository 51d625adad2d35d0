import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@pathagar/sdk/schema';
import type { Caller } from '../auth/tokens';
import type { Config } from '../config';
import type { Database } from '../db/index';
import type { Jobs } from '../jobs/index';
import type { Mailer } from '../mail/index';
import type { Storage } from '../storage/index';
import type { UploadedFiles } from './multipart';

/** Every operation of the contract, by operationId (the SDK's generated types). */
export type OperationId = keyof operations;

type Parameters<O extends OperationId> = operations[O]['parameters'];
type OrEmpty<T> = [T] extends [never]
  ? Record<string, never>
  : [T] extends [undefined]
    ? Record<string, never>
    : NonNullable<T>;

export type QueryOf<O extends OperationId> = OrEmpty<Parameters<O>['query']>;
export type PathOf<O extends OperationId> = OrEmpty<Parameters<O>['path']>;
export type BodyOf<O extends OperationId> = operations[O] extends { requestBody?: infer R }
  ? [R] extends [never]
    ? undefined
    : NonNullable<R> extends { content: infer C }
      ? C[keyof C]
      : undefined
  : undefined;

type SuccessStatus = 200 | 201 | 202;
type ResponseContent<R> = R extends { content: { 'application/json': infer B } }
  ? B
  : R extends { content: { 'text/csv': infer T } }
    ? T
    : never;
/** The body of the operation's success response (each operation declares exactly one 2xx). */
export type ResultOf<O extends OperationId> = {
  [S in SuccessStatus]: S extends keyof operations[O]['responses']
    ? ResponseContent<operations[O]['responses'][S]>
    : never;
}[SuccessStatus];

/** A clock the server reads "now" from, so tests can move time (expiries, due dates). */
export interface Clock {
  now(): Date;
}

/** What handlers may use; made once at start and shared by every request. */
export interface Services {
  config: Config;
  db: Database;
  storage: Storage;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The durable job queue (mail and scheduled work). */
  jobs: Jobs;
}

export interface HandlerContext<O extends OperationId> {
  query: QueryOf<O>;
  params: PathOf<O>;
  /** For multipart operations: the text fields (files are in `files`). */
  body: BodyOf<O>;
  files: UploadedFiles;
  /** The verified caller; null only on operations that need no token. */
  caller: Caller | null;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<O extends OperationId> = (ctx: HandlerContext<O>) => Promise<ResultOf<O>>;

export type HandlerTable = { [O in OperationId]: Handler<O> };

/** Declares a feature's handlers, checked against the contract's types. */
export function defineHandlers<K extends OperationId>(handlers: { [O in K]: Handler<O> }) {
  return handlers;
}
