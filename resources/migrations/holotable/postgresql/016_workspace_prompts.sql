-- message: Per-workspace prompt customisation: glossary, metric definitions, example panels
-- migrate:up
CREATE TABLE workspace_prompts (
    workspace_id       text PRIMARY KEY,
    glossary           text NOT NULL DEFAULT '',
    metric_definitions jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(metric_definitions) = 'array'),
    examples           jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(examples) = 'array'),
    updated_by         text NOT NULL,
    updated_at         timestamptz NOT NULL DEFAULT now()
);

-- migrate:down
-- Workspaces generate from the base prompt again.
DROP TABLE workspace_prompts;
