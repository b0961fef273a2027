export { ConfirmButton } from './ConfirmButton';
export { CopyButton } from './CopyButton';
export { ErrorNotice } from './ErrorNotice';
export { PageHeader } from './PageHeader';
export { LoadMore, usePaged } from './paged';
export { ShownOnce } from './ShownOnce';
export { Empty, Loading } from './status';
