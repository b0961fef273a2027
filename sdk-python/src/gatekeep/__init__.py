"""Python SDK of Gatekeep, the identity and access control plane.

    from gatekeep import Client, AsyncClient, ApiError
    from gatekeep import verify_token, verify_service_token  # for resource servers
    from gatekeep import verify_webhook  # for webhook receivers
    from gatekeep import verify_audit_export  # for audit exports, offline

The request and response types are in `gatekeep.models`.
"""

from ._client import AsyncClient, Client
from ._core import ApiError, Page
from ._verify_audit import AuditExportFailure, AuditExportVerification, verify_audit_export
from ._verify_token import (
    GatekeepClaims,
    InvalidTenantError,
    InvalidTokenTypeError,
    ServiceTokenClaims,
    verify_service_token,
    verify_token,
)
from ._verify_webhook import WebhookVerificationError, verify_webhook
from ._version import __version__

__all__ = [
    "ApiError",
    "AsyncClient",
    "AuditExportFailure",
    "AuditExportVerification",
    "Client",
    "GatekeepClaims",
    "InvalidTenantError",
    "InvalidTokenTypeError",
    "Page",
    "ServiceTokenClaims",
    "WebhookVerificationError",
    "__version__",
    "verify_audit_export",
    "verify_service_token",
    "verify_token",
    "verify_webhook",
]
