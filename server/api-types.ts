// One source for the operation types: the SDK's names for the generated types of openapi.yaml
// (sdk-ts/src/types.ts), re-exported under the names the server's handlers read best with.
export type {
  Body as RequestBody,
  Data as ResponseData,
  OperationId,
  Path as PathParams,
  Query as QueryParams,
  Schemas,
} from '../sdk-ts/src/types.ts';
