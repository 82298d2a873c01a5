"""A frame built once for every socket (``fray.live.frames``) is what websockets' own parser
reads as one whole, unmasked text message, at each length encoding (RFC 6455, section 5.2)."""

from __future__ import annotations

from collections.abc import Generator

import pytest
from websockets.frames import Frame, Opcode
from websockets.streams import StreamReader

from fray.live.frames import frame_of, text_frame
from fray.live.hub import Outgoing


def parse(data: bytes) -> Frame:
    reader = StreamReader()
    reader.feed_data(data)
    reader.feed_eof()
    parser: Generator[None, None, Frame] = Frame.parse(reader.read_exact, mask=False)
    try:
        next(parser)
    except StopIteration as done:
        frame: Frame = done.value
        return frame
    raise AssertionError("the frame is incomplete")


@pytest.mark.parametrize("size", [0, 1, 125, 126, 127, 65_535, 65_536, 200_000])
def test_a_text_frame_of_each_length_is_one_whole_unmasked_text_message(size: int) -> None:
    payload = ("é" * size).encode()[:size]  # two-byte characters, cut to the size
    frame = parse(text_frame(payload))
    assert (frame.opcode, frame.fin, frame.data) == (Opcode.TEXT, True, payload)
    header = 2 if size < 126 else 4 if size < 65_536 else 10
    assert len(text_frame(payload)) == header + size  # the shortest length encoding


def test_a_message_is_framed_once_and_the_frame_kept() -> None:
    message = Outgoing("event", 3, '{"kind":"event","version":3,"name":"Zoë"}')
    first = frame_of(message)
    assert parse(first).data == message.text.encode()
    assert frame_of(message) is first
