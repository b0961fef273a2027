"""Client and AsyncClient: the generated operation methods over the hand-written transport."""

from ._operations import AsyncOperations, SyncOperations


class Client(SyncOperations):
    """A synchronous client of the Gatekeep API.

    `Client(base_url, token=None, timeout=30.0, retries=0, refresh_token=None)`; one method
    per operation of openapi.yaml, named after its operationId in snake_case, returning the
    `data` of the success envelope (raw routes return their body) and raising ApiError
    otherwise, status 0 ("NETWORK_ERROR", "TIMEOUT") when no answer came. Also `set_token`,
    `request`, `paginate` and `close`; usable as a context manager.
    """


class AsyncClient(AsyncOperations):
    """An asyncio client of the Gatekeep API: Client's methods, to be awaited.

    `paginate` and the `*_lines` methods are used with `async for`; `async with` closes it.
    Its `refresh_token` is an async callable.
    """
