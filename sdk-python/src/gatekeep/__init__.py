"""Python SDK of Gatekeep, the identity and access control plane.

    from gatekeep import Client, AsyncClient, ApiError

The request and response types are in `gatekeep.models`.
"""

from ._client import AsyncClient, Client
from ._core import ApiError, Page
from ._version import __version__

__all__ = ["ApiError", "AsyncClient", "Client", "Page", "__version__"]
