import { formDataSerializer } from '@pathagar/sdk';
import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'react-admin';

/*
 * What one resource's provider is made of: the few calls the resource really has, in the screens'
 * terms (a record in, a record out). resourceProvider() turns them into react-admin's full
 * DataProvider, so each resources/<name>/dataProvider.ts stays small, and dataProvider.ts
 * combines them with ra-core's combineDataProviders.
 */

/**
 * One resource's calls. `R` is the record getOne/update answer (a list may show other rows, as
 * Rank List does); `Create`/`Update` are the values its screens hand over (form values before
 * they become the contract's bodies). A method left out is one the console does not have.
 */
export interface ResourceCalls<R extends RaRecord, Create = never, Update = Create> {
  getList?: (params: GetListParams) => Promise<GetListResult>;
  getOne?: (id: Identifier, meta?: GetOneParams['meta']) => Promise<R>;
  create?: (input: Create) => Promise<RaRecord>;
  update?: (id: Identifier, input: Update, previous: R | undefined) => Promise<R>;
  delete?: (id: Identifier) => Promise<void>;
}

/** Spread into a call whose body the contract declares as multipart/form-data. */
export const multipart = { bodySerializer: formDataSerializer } as const;

/** A 404 react-admin shows as "not found" (a record missing from a whole-list call). */
export function notFound(): never {
  throw Object.assign(new Error('not_found'), { status: 404 });
}

/**
 * An action was asked for a record without its id (spec §5: "nothing is sent"). Thrown before
 * any request, so a screen that forgot to disable its button still sends nothing.
 */
export class MissingIdError extends Error {
  override readonly name = 'MissingIdError';
  constructor() {
    super('missing_id');
  }
}

export function requireId<T extends number | string>(id: T | null | undefined | ''): T {
  if (id === null || id === undefined || id === '') throw new MissingIdError();
  return id;
}

function unsupported(resource: string, method: string): never {
  throw new Error(`The console has no ${method} for ${resource}.`);
}

/** react-admin's DataProvider over one resource's calls; getMany and deleteMany go one by one. */
export function resourceProvider<R extends RaRecord, Create = never, Update = Create>(
  calls: ResourceCalls<R, Create, Update>
): DataProvider {
  const call = <K extends keyof ResourceCalls<R>>(resource: string, method: K) =>
    calls[method] ?? unsupported(resource, method);

  const getOne = async (resource: string, params: GetOneParams): Promise<GetOneResult> => ({
    data: await call(resource, 'getOne')(params.id, params.meta),
  });
  const deleteOne = async (resource: string, params: DeleteParams): Promise<DeleteResult> => {
    await call(resource, 'delete')(params.id);
    return { data: params.previousData ?? { id: params.id } };
  };

  return {
    getList: async (resource, params): Promise<GetListResult> => call(resource, 'getList')(params),
    getOne,
    getMany: async (resource, params: GetManyParams): Promise<GetManyResult> => ({
      data: await Promise.all(params.ids.map(async (id) => (await getOne(resource, { id })).data)),
    }),
    getManyReference: async (resource) => unsupported(resource, 'getManyReference'),
    // react-admin types a form's values loosely (Partial<any>); the resource's screens hand over
    // its Create/Update values, so this is the one place that says so.
    create: async (resource, params: CreateParams): Promise<CreateResult> => ({
      data: await call(resource, 'create')(params.data as Create),
    }),
    update: async (resource, params: UpdateParams): Promise<UpdateResult> => ({
      data: await call(resource, 'update')(
        params.id,
        params.data as Update,
        params.previousData as R | undefined
      ),
    }),
    updateMany: async (resource) => unsupported(resource, 'updateMany'),
    delete: deleteOne,
    deleteMany: async (resource, params: DeleteManyParams): Promise<DeleteManyResult> => {
      for (const id of params.ids) await deleteOne(resource, { id });
      return { data: params.ids };
    },
  };
}
