-- message: Workspace annotations (deploys, incidents, notes) drawn on time-series panels
-- migrate:up
CREATE TABLE annotations (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id text NOT NULL,
    at           timestamptz NOT NULL,
    ended_at     timestamptz CHECK (ended_at IS NULL OR ended_at >= at),
    kind         text NOT NULL CHECK (kind IN ('deploy', 'incident', 'note')),
    title        text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
    description  text CHECK (description IS NULL OR char_length(description) <= 2000),
    tags         text[] NOT NULL DEFAULT '{}',
    created_by   text NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    source       text NOT NULL DEFAULT 'manual' CHECK (char_length(source) BETWEEN 1 AND 64)
);
CREATE INDEX annotations_workspace_at_idx ON annotations (workspace_id, at);

-- migrate:down
DROP TABLE annotations;
