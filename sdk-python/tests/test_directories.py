"""Directories and their SCIM service through the generated client, live."""

from __future__ import annotations

from typing import Any, cast

import pytest
from support import PASSWORD, unique_email

from gatekeep import ApiError, Client


def test_directory_and_its_scim_token(base_url: str) -> None:
    with Client(base_url) as admin, Client(base_url) as provider:
        admin.set_token(admin.signup({"email": unique_email("py-dir"), "password": PASSWORD})["accessToken"])
        tenant = admin.create_tenant({"name": "Python Directory"})
        created = admin.create_directory(tenant["id"], {"name": "Okta", "groupRoles": [{"group": "Admins", "role": "admin"}]})
        directory = created["directory"]
        assert created["token"].startswith("gkp_")
        assert directory["scimBaseUrl"] == f"{base_url}/v1/platform/scim/v2"
        assert admin.get_directory(tenant["id"], directory["id"]) == directory
        assert [d["id"] for d in admin.list_directories(tenant["id"])["items"]] == [directory["id"]]

        # The identity provider's side: the token on the SCIM service.
        provider.set_token(created["token"])
        user = provider.create_scim_user(
            cast(Any, {"schemas": ["urn:ietf:params:scim:schemas:core:2.0:User"], "userName": "ada@example.com", "active": True})
        )
        found = provider.list_scim_users(filter='userName eq "ADA@example.com"')
        assert found["totalResults"] == 1
        assert cast(dict[str, Any], found["Resources"][0])["id"] == user["id"]

        updated = admin.update_directory(
            tenant["id"], directory["id"], {"name": "Okta (EU)", "groupRoles": [{"group": "Support", "role": "member"}]}
        )
        assert updated["name"] == "Okta (EU)"
        assert updated["groupRoles"] == [{"group": "Support", "role": "member"}]
        assert admin.get_directory(tenant["id"], directory["id"]) == updated
        with pytest.raises(ApiError) as unknown_role:
            admin.update_directory(tenant["id"], directory["id"], {"groupRoles": [{"group": "Everyone", "role": "ghost"}]})
        assert (unknown_role.value.status, unknown_role.value.code) == (400, "VALIDATION_FAILED")

        rotated = admin.rotate_directory_token(tenant["id"], directory["id"])
        with pytest.raises(ApiError) as refused:
            provider.list_scim_users()
        assert refused.value.status == 401
        provider.set_token(rotated["token"])
        assert cast(dict[str, Any], provider.get_scim_user(user["id"]))["userName"] == "ada@example.com"

        assert admin.delete_directory(tenant["id"], directory["id"])["deleted"] is True
        with pytest.raises(ApiError) as gone:
            provider.list_scim_users()
        assert gone.value.status == 401
