// Renders the generated half of the Python SDK (sdk-python/src/gatekeep) from openapi.yaml:
//   models.py       a TypedDict (or type alias) per components/schemas entry, plus a named
//                   TypedDict for each inline object an operation or schema needs;
//   _operations.py  one method per operationId on SyncOperations and AsyncOperations.
// The document comes in parsed with its $refs unresolved; local refs are resolved as needed.
// Output depends only on the document, in the document's own order, so it is deterministic.
import type { OpenApiDocument } from '../openapi.ts';
import { Models } from './models.ts';
import { renderModels } from './models-file.ts';
import { collectOperations } from './operations.ts';
import { renderOperations } from './operations-file.ts';

const PACKAGE_DIR = 'sdk-python/src/gatekeep';

export interface GeneratedFile {
  /** Relative to the repository root. */
  file: string;
  text: string;
}

export function renderPythonSdk(document: OpenApiDocument): GeneratedFile[] {
  const models = new Models(document);
  // Components first, so that they keep their own names and inline types take what is left.
  models.defineComponents();
  const operations = collectOperations(document, models);
  return [
    { file: `${PACKAGE_DIR}/models.py`, text: renderModels(models, document.info?.title ?? 'the API') },
    { file: `${PACKAGE_DIR}/_operations.py`, text: renderOperations(operations) },
  ];
}
