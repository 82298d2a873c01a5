from tests.e2e.conftest import server_url  # noqa: F401 - the same real server fixture
