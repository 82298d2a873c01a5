"""A TCP proxy on loopback whose connection a test can cut and restore: what a phone losing its
Wi-Fi does to a page's HTTP requests and its feed's WebSocket, without touching the server."""

from __future__ import annotations

import contextlib
import socket
import threading


class CuttableProxy:
    """Forwards ``127.0.0.1:<port>`` to ``target`` (host, port). ``cut()`` closes every open
    connection and refuses (accepts and closes at once) new ones until ``restore()``."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._listener.getsockname()[1]
        self._open: set[socket.socket] = set()
        self._lock = threading.Lock()
        self._cut = False
        self._closed = False
        threading.Thread(target=self._accept, daemon=True, name="proxy-accept").start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def cut(self) -> None:
        """Drop every connection now and refuse new ones."""
        with self._lock:
            self._cut = True
            for s in self._open:
                with contextlib.suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)
                    s.close()
            self._open.clear()

    def restore(self) -> None:
        """Let connections through again."""
        with self._lock:
            self._cut = False

    def close(self) -> None:
        self._closed = True
        self.cut()
        self._listener.close()

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            with self._lock:
                if self._cut:
                    client.close()
                    continue
                try:
                    upstream = socket.create_connection(self.target, timeout=5)
                except OSError:
                    client.close()
                    continue
                upstream.settimeout(None)
                self._open.update((client, upstream))
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True, name="proxy-pipe").start()

    def _pipe(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for s in (source, sink):
                with contextlib.suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)
                    s.close()
                with self._lock:
                    self._open.discard(s)
