-- message: Per-workspace prompt customisation: glossary, metric definitions, example panels
-- migrate:up
CREATE TABLE workspace_prompts (
    workspace_id       TEXT NOT NULL PRIMARY KEY,
    glossary           TEXT NOT NULL DEFAULT '',
    metric_definitions TEXT NOT NULL DEFAULT '[]'
        CHECK (json_valid(metric_definitions) AND json_type(metric_definitions) = 'array'),
    examples           TEXT NOT NULL DEFAULT '[]'
        CHECK (json_valid(examples) AND json_type(examples) = 'array'),
    updated_by         TEXT NOT NULL,
    updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- migrate:down
DROP TABLE workspace_prompts;
