-- message: Panel and dashboard templates (a reusable IR spec stored whole in body)
-- migrate:up
CREATE TABLE templates (
    id           TEXT NOT NULL PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))),
    workspace_id TEXT NOT NULL,
    kind         TEXT NOT NULL CHECK (kind IN ('panel', 'dashboard')),
    name         TEXT NOT NULL,
    description  TEXT,
    body         TEXT NOT NULL CHECK (json_valid(body)),
    created_by   TEXT NOT NULL,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT templates_kind_matches_body CHECK (kind = json_extract(body, '$.kind')),
    CONSTRAINT templates_name_unique UNIQUE (workspace_id, kind, name)
);
CREATE INDEX templates_workspace_idx ON templates (workspace_id, kind, name);

-- migrate:down
DROP TABLE templates;
