"""Issue 33 point 6: Gatekeep's OpenID Provider driven by Python's authlib, as a Django or Flask
app would use it: discovery, authorization code with PKCE through the hosted sign-in page,
the ID token checked against the published keys, userinfo, refresh, introspection, revocation."""

from __future__ import annotations

import re
from html import unescape
from typing import Any
from urllib.parse import urljoin, urlparse

import httpx
from authlib.common.security import generate_token  # type: ignore[import-untyped]
from authlib.integrations.httpx_client import OAuth2Client  # type: ignore[import-untyped]
from authlib.jose import JsonWebKey, jwt  # type: ignore[import-untyped]
from authlib.oidc.core import CodeIDToken  # type: ignore[import-untyped]
from support import PASSWORD, unique_email

from gatekeep import Client

REDIRECT_URI = "https://app.example.test/callback"


def sign_in_as_a_person(base_url: str, authorization_url: str, email: str) -> str:
    """What a browser does: the provider's redirects, the hosted sign-in form, back to the app's redirect URI."""
    with httpx.Client(follow_redirects=False, timeout=10) as browser:
        response = browser.get(authorization_url)
        for _ in range(20):
            if response.status_code in (302, 303):
                location = urljoin(str(response.url), response.headers["location"])
                if not location.startswith(base_url):
                    return location
                response = browser.get(location)
                continue
            assert response.status_code == 200, response.text
            form = re.search(r'<form method="post" action="/auth/sign-in">(.*?)</form>', response.text, re.S)
            assert form, response.text
            fields = {name: unescape(value) for name, value in re.findall(r'type="hidden" name="(\w+)" value="([^"]*)"', form.group(1))}
            response = browser.post(f"{base_url}/auth/sign-in", data={**fields, "email": email, "password": PASSWORD})
        raise AssertionError("the flow did not come back to the app")


def test_authlib_signs_a_person_in_through_the_hosted_page(gk: Client, base_url: str) -> None:
    owner = gk.signup({"email": unique_email("py-oidc-owner"), "password": PASSWORD})
    gk.set_token(owner["accessToken"])
    tenant = gk.create_tenant({"name": "Python app"})
    registered = gk.create_oidc_client(tenant["id"], {"name": "Django app", "redirectUris": [REDIRECT_URI], "firstParty": True})
    client_id, client_secret = registered["oidcClient"]["id"], registered["secret"]
    person = gk.signup({"email": unique_email("py-oidc-person"), "password": PASSWORD})

    metadata: dict[str, Any] = httpx.get(f"{base_url}/.well-known/openid-configuration").json()
    assert metadata["issuer"] == base_url
    oauth = OAuth2Client(
        client_id,
        client_secret,
        scope="openid email profile offline_access",
        redirect_uri=REDIRECT_URI,
        code_challenge_method="S256",
    )
    verifier = generate_token(48)
    nonce = generate_token(16)
    url, state = oauth.create_authorization_url(metadata["authorization_endpoint"], code_verifier=verifier, nonce=nonce)

    callback = sign_in_as_a_person(base_url, url, person["user"]["email"])
    assert urlparse(callback).query.count(f"state={state}") == 1
    token = oauth.fetch_token(metadata["token_endpoint"], authorization_response=callback, code_verifier=verifier)

    keys = JsonWebKey.import_key_set(httpx.get(metadata["jwks_uri"]).json())
    claims = jwt.decode(
        token["id_token"],
        keys,
        claims_cls=CodeIDToken,
        claims_options={"iss": {"value": base_url}, "aud": {"value": client_id}},
        claims_params={"nonce": nonce},
    )
    claims.validate()
    assert (claims["sub"], claims["email"]) == (person["user"]["id"], person["user"]["email"])

    userinfo = oauth.get(metadata["userinfo_endpoint"]).json()
    assert userinfo["sub"] == person["user"]["id"]

    refreshed = oauth.refresh_token(metadata["token_endpoint"], refresh_token=token["refresh_token"])
    assert refreshed["refresh_token"] != token["refresh_token"]

    introspected = oauth.introspect_token(metadata["introspection_endpoint"], token=refreshed["access_token"]).json()
    assert introspected["active"] is True and introspected["sub"] == person["user"]["id"]
    assert oauth.revoke_token(metadata["revocation_endpoint"], token=refreshed["access_token"]).status_code == 200
    assert oauth.introspect_token(metadata["introspection_endpoint"], token=refreshed["access_token"]).json() == {"active": False}
