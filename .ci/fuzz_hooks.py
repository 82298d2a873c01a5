"""Schemathesis hooks for .ci/fuzz (loaded through SCHEMATHESIS_HOOKS): the fuzzer holds tokens
as a front end does. It keeps the GM token of every encounter it creates and sends it on that
encounter's requests; on any other encounter id it sends the GM token of a seed encounter made
here (so an id it never created reads as 404, as it did before tokens). When a fuzzed request
revokes a token of an encounter (perhaps the fuzzer's own: `GET …/tokens/current` names it), the
operator's recovery (what `fray token` does: a new GM token written to the database) gives the
fuzzer a working token again.
"""

from __future__ import annotations

import os
import uuid

import httpx
import psycopg
import schemathesis

from fray.store.tokens import new_secret, secret_hash

URL = os.environ["FRAY_FUZZ_URL"]
DATABASE = os.environ["FRAY_FUZZ_DATABASE_URL"]
TOKENS: dict[str, str] = {}


def _created(body: dict) -> str:
    TOKENS[body["state"]["encounter_id"]] = body["gm_token"]
    return body["state"]["encounter_id"]


SEED = _created(httpx.post(f"{URL}/encounters", json={"ruleset": "unlit-spires", "name": "fuzz seed"}).json())


def _recover(encounter_id: str) -> None:
    """An operator's new GM token for ``encounter_id`` (as ``fray token ENCOUNTER_ID``)."""
    secret = new_secret()
    with psycopg.connect(DATABASE, autocommit=True) as conn:
        conn.execute("insert into access_tokens (token_id, encounter_id, secret_hash, role, issued_by) "
                     "values (%s, %s, %s, 'gm', 'operator')", (str(uuid.uuid4()), encounter_id, secret_hash(secret)))
    TOKENS[encounter_id] = secret


@schemathesis.hook
def after_call(context, case, response) -> None:  # type: ignore[no-untyped-def]
    method, path = case.operation.method.upper(), case.operation.path
    if method == "POST" and path == "/encounters" and response.status_code in (200, 201):
        _created(response.json())
    elif method == "DELETE" and "/tokens/" in path and response.status_code == 200:
        _recover(str(case.path_parameters["encounter_id"]))


@schemathesis.auth(refresh_interval=None)
class GmTokens:
    def get(self, case, ctx):  # type: ignore[no-untyped-def]
        return TOKENS

    def set(self, case, data, ctx) -> None:  # type: ignore[no-untyped-def]
        eid = str((case.path_parameters or {}).get("encounter_id", SEED))
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {data.get(eid, data[SEED])}"}
