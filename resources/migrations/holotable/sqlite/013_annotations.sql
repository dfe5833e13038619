-- message: Workspace annotations (deploys, incidents, notes) drawn on time-series panels
-- migrate:up
-- ended_at >= at compares ISO-8601 UTC text, which orders like the instants it names.
CREATE TABLE annotations (
    id           TEXT NOT NULL PRIMARY KEY DEFAULT (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))),
    workspace_id TEXT NOT NULL,
    at           TEXT NOT NULL,
    ended_at     TEXT CHECK (ended_at IS NULL OR ended_at >= at),
    kind         TEXT NOT NULL CHECK (kind IN ('deploy', 'incident', 'note')),
    title        TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    description  TEXT CHECK (description IS NULL OR length(description) <= 2000),
    tags         TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags) AND json_type(tags) = 'array'),
    created_by   TEXT NOT NULL,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    source       TEXT NOT NULL DEFAULT 'manual' CHECK (length(source) BETWEEN 1 AND 64)
);
CREATE INDEX annotations_workspace_at_idx ON annotations (workspace_id, at);

-- migrate:down
DROP TABLE annotations;
