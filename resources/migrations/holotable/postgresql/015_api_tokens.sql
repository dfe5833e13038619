-- message: Service-account API tokens (viewer or editor in one workspace, only the SHA-256 stored)
-- migrate:up
CREATE TABLE api_tokens (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id text NOT NULL,
    name         text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
    token_hash   text NOT NULL UNIQUE,
    role         text NOT NULL CHECK (role IN ('viewer', 'editor')),
    created_by   text NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,
    revoked_at   timestamptz,
    last_used_at timestamptz
);
CREATE INDEX api_tokens_workspace_idx ON api_tokens (workspace_id);

-- migrate:down
-- Every token stops working.
DROP TABLE api_tokens;
