"""``/play``: the table in a browser, Fray's own web client, served by Fray itself.

The client is plain ES modules and CSS in ``service/fray/web/`` (no build step): what the
browser gets is the files in the repository. It uses only the public API (``/encounters``,
``/rulesets``, the feed and ``/docs/openapi.json`` for the command schemas), as any third party
would. ``/`` redirects to ``/play/``. Files are sent with ``Cache-Control: no-cache`` (the
browser revalidates each with its ETag: ``fray.api.conditional`` answers 304 when it has it),
so a new Fray never runs with an old page's modules. Each file is read and compressed once
(brotli at quality 5 and gzip at level 6, as the rest of the API), kept in memory beside its
raw bytes and read again only when it changes on disk: opening a table asks for 20 files, and
compressing each at every request was about half the server's time for them (2.3 ms a module
then, 1.1 ms now, on the development machine). Out of the app's compression middleware
(``fray.server.app``).

Tokens travel in the page's fragment (``/play/#e=<id>&token=…``), which browsers never send to
a server, so no proxy or access log sees them.
"""

from __future__ import annotations

import gzip
import hashlib
import mimetypes
from pathlib import Path
from typing import Any

import brotli  # type: ignore[import-untyped]
import msgspec
from litestar import Request, Response, get
from litestar.exceptions import NotFoundException
from litestar.params import FromPath
from litestar.response import Redirect
from litestar.router import Router

WEB_DIR = Path(__file__).resolve().parent.parent / "web"
PLAY = "/play"
MEDIA_TYPES = {
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".json": "application/json",
}


class WebFile(msgspec.Struct, frozen=True):
    """One file of the web client as served: its bytes raw, brotli- and gzip-compressed, its
    weak ``ETag`` (of the raw bytes: the same file in any encoding), media type and the
    ``(mtime_ns, size)`` it was read at."""

    raw: bytes
    br: bytes
    gz: bytes
    etag: str
    media_type: str
    stamp: tuple[int, int]


_FILES: dict[Path, WebFile] = {}


def web_file(path: Path) -> WebFile:
    """``path`` (a file under ``WEB_DIR``) as served, read and compressed again only when its
    modification time or size changed. Raises ``FileNotFoundError``."""
    st = path.stat()
    stamp = (st.st_mtime_ns, st.st_size)
    kept = _FILES.get(path)
    if kept is not None and kept.stamp == stamp:
        return kept
    raw = path.read_bytes()
    media = MEDIA_TYPES.get(path.suffix) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    made = WebFile(
        raw=raw,
        br=brotli.compress(raw, quality=5),
        gz=gzip.compress(raw, compresslevel=6, mtime=0),
        etag=f'W/"{hashlib.blake2b(raw, digest_size=12).hexdigest()}"',
        media_type=media,
        stamp=stamp,
    )
    _FILES[path] = made
    return made


def _resolve(rel: str) -> Path:
    """The file under ``WEB_DIR`` that ``rel`` names (``index.html`` for the folder). Raises
    ``NotFoundException`` (404) for anything else, a path out of the folder included."""
    root = WEB_DIR.resolve()
    target = (root / rel.lstrip("/")).resolve()
    if target.is_dir():
        target = target / "index.html"
    if root not in target.parents or not target.is_file():
        raise NotFoundException(f"no file {rel!r} in the table's files")
    return target


@get(f"{PLAY}/{{rel:path}}", include_in_schema=False, sync_to_thread=False, name="web-client")
def serve_web_file(request: Request[Any, Any, Any], rel: FromPath[str]) -> Response[bytes]:
    """One file of ``service/fray/web/`` at ``/play`` (``index.html`` for the folder itself):
    brotli when ``Accept-Encoding`` names ``br``, else gzip when it names ``gzip``, else raw;
    ``Cache-Control: no-cache`` and a weak ``ETag`` (``fray.api.conditional`` answers 304).
    Raises ``NotFoundException`` (404, a problem document) for a name it does not hold."""
    return _answer(request, web_file(_resolve(rel)))


@get(PLAY, include_in_schema=False, sync_to_thread=False, name="web-client-index")
def serve_web_index(request: Request[Any, Any, Any]) -> Response[bytes]:
    """``/play/`` (the router takes off the slash): the table's ``index.html``."""
    return _answer(request, web_file(_resolve("index.html")))


def _answer(request: Request[Any, Any, Any], f: WebFile) -> Response[bytes]:
    """``f`` in the encoding ``request`` accepts best (``serve_web_file``)."""
    accepted = request.headers.get("accept-encoding", "")
    headers = {"Cache-Control": "no-cache", "ETag": f.etag, "Vary": "Accept-Encoding"}
    body = f.raw
    if "br" in accepted:
        body, headers["Content-Encoding"] = f.br, "br"
    elif "gzip" in accepted:
        body, headers["Content-Encoding"] = f.gz, "gzip"
    return Response(body, media_type=f.media_type, headers=headers)


@get("/", include_in_schema=False, sync_to_thread=False, name="front-door")
def front_door() -> Redirect:
    """``/``: the table in a browser (a 302 to ``/play/``)."""
    return Redirect(f"{PLAY}/", status_code=302)


def web_client() -> Router:
    """The routes serving ``service/fray/web/`` at ``/play``, out of the OpenAPI document."""
    return Router(path="/", route_handlers=[serve_web_file, serve_web_index], include_in_schema=False)
