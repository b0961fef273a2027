export { ConfirmButton } from './ConfirmButton';
export { CopyButton } from './CopyButton';
export { ErrorNotice } from './ErrorNotice';
export { PageHeader } from './PageHeader';
export { LoadMore, PagedList, usePaged } from './paged';
export { PagedTable } from './PagedTable';
export { ShownOnce } from './ShownOnce';
export { Empty, Loading } from './status';
