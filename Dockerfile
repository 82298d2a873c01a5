# Fray service image. Expects FRAY_DATABASE_URL and FRAY_REDIS_URL (see docker-compose.yml).
FROM python:3.11-slim
RUN pip install --no-cache-dir uv
WORKDIR /app
COPY pyproject.toml uv.lock README.md ./
COPY service ./service
COPY migrations ./migrations
COPY deploy ./deploy
RUN uv sync --frozen --no-dev
ENV FRAY_HOST=0.0.0.0 FRAY_PORT=8000
EXPOSE 8000
CMD ["uv", "run", "--no-dev", "fray", "serve"]
