"""Python SDK of Gatekeep, the identity and access control plane.

    from gatekeep import Client, AsyncClient, ApiError
    from gatekeep import verify_token  # for resource servers

The request and response types are in `gatekeep.models`.
"""

from ._client import AsyncClient, Client
from ._core import ApiError, Page
from ._verify_token import GatekeepClaims, verify_token
from ._version import __version__

__all__ = ["ApiError", "AsyncClient", "Client", "GatekeepClaims", "Page", "__version__", "verify_token"]
