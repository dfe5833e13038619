-- message: Read-only dashboard share links (only the token's SHA-256 is stored)
-- migrate:up
-- No foreign key to dashboards on purpose: a deleted dashboard's shares must keep refusing.
CREATE TABLE dashboard_shares (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    dashboard_id    uuid NOT NULL,
    workspace_id    text NOT NULL,
    token_hash      text NOT NULL UNIQUE,
    label           text CHECK (label IS NULL OR char_length(label) <= 100),
    allowed_origins text[] NOT NULL DEFAULT '{}',
    time_range      jsonb,
    created_by      text NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    expires_at      timestamptz NOT NULL,
    revoked_at      timestamptz,
    last_used_at    timestamptz
);
CREATE INDEX dashboard_shares_dashboard_idx ON dashboard_shares (dashboard_id);

-- migrate:down
-- Every share link stops working.
DROP TABLE dashboard_shares;
