-- message: Renewable sessions: hashed session id, sealed refresh token, realm session id
-- migrate:up
-- id_hash is a SHA-256 of the browser's opaque session id. refresh_token is AES-256-GCM ciphertext.
CREATE TABLE sessions (
    id_hash       text PRIMARY KEY,
    sub           text NOT NULL,
    oidc_sid      text,
    refresh_token bytea NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    refreshed_at  timestamptz NOT NULL DEFAULT now(),
    expires_at    timestamptz NOT NULL
);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
CREATE INDEX sessions_oidc_sid_idx ON sessions (oidc_sid);

-- migrate:down
-- Every renewable session ends and people sign in again.
DROP TABLE sessions;
