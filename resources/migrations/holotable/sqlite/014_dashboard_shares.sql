-- message: Read-only dashboard share links (only the token's SHA-256 is stored)
-- migrate:up
-- No foreign key to dashboards, as on PostgreSQL.
CREATE TABLE dashboard_shares (
    id              TEXT NOT NULL PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))),
    dashboard_id    TEXT NOT NULL,
    workspace_id    TEXT NOT NULL,
    token_hash      TEXT NOT NULL UNIQUE,
    label           TEXT CHECK (label IS NULL OR length(label) <= 100),
    allowed_origins TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(allowed_origins) AND json_type(allowed_origins) = 'array'),
    time_range      TEXT CHECK (time_range IS NULL OR json_valid(time_range)),
    created_by      TEXT NOT NULL,
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    expires_at      TEXT NOT NULL,
    revoked_at      TEXT,
    last_used_at    TEXT
);
CREATE INDEX dashboard_shares_dashboard_idx ON dashboard_shares (dashboard_id);

-- migrate:down
DROP TABLE dashboard_shares;
