011_sessions.sql
-- message: Renewable sessions: hashed session id, sealed refresh token, realm session id
-- migrate:up
CREATE TABLE sessions (
    id_hash       TEXT NOT NULL PRIMARY KEY,
    sub           TEXT NOT NULL,
    oidc_sid      TEXT,
    refresh_token BLOB NOT NULL,
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    refreshed_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    expires_at    TEXT NOT NULL
);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
CREATE INDEX sessions_oidc_sid_idx ON sessions (oidc_sid);

-- migrate:down
DROP TABLE sessions;
